/** What customers see, in Finnish. */
import type { CustomerWords } from "../words"

export const fi: CustomerWords = {
  language: "Kieli",
  pay: {
    pageTitle: "Tilauksen maksu",
    orderName: "Tilaus #{id}",
    coin: "{asset} verkossa {network}{standard}",
    crypto: "{amount} {asset} verkossa {network}{standard}",
    form: {
      title: "Maksa tilaus #{id}",
      intro: "{shop} pyytää sinua maksamaan tilauksesi jäljellä olevan summan:",
      introNoShop: "Kauppa pyytää sinua maksamaan tilauksesi jäljellä olevan summan:",
      choose: "Maksuvaluutta",
      submit: "Maksa",
      next: "Sinut ohjataan CryptoCloudin maksusivulle, jolla näet osoitteen ja tarkan lähetettävän summan.",
      validUntil: "Linkin voimassaolo päättyy",
      noCoin: "Valitse, millä maksat.",
    },
    again: {
      title: "Maksuaika päättyi",
      text: "Maksusivu vanheni ennen kuin koko summa saapui. Voit maksaa uudelleen:",
      partNote: "Ennen vanhenemista ehti saapua {received}: kauppa tietää tästä ja ottaa sinuun yhteyttä asian vuoksi.",
      submit: "Maksa uudelleen",
    },
    waiting: {
      title: "Odotetaan maksuasi",
      text: "Lähetä {crypto} maksusivulla. Kun verkko on vahvistanut maksun, näet sen tällä sivulla.",
      open: "Avaa maksusivu",
      refreshes: "Sivu päivittyy automaattisesti.",
      until: "Maksusivu sulkeutuu",
    },
    partial: {
      title: "Osa maksustasi on saapunut",
      received: "Saapunut",
      stillDue: "Lähetettävää jäljellä",
      text: "Lähetä loput samaan osoitteeseen maksusivulta ennen kuin se vanhenee.",
      open: "Avaa maksusivu",
    },
    paid: { title: "Kiitos – maksusi on saapunut", text: "{order} on maksettu. Voit sulkea tämän sivun." },
    redirect: { title: "Avataan maksusivua…", text: "Jos se ei avaudu itsestään:", open: "Avaa maksusivu" },
    facts: { order: "Tilaus", amountDue: "Maksettavaa" },
    nothingOwed: { title: "Ei maksettavaa", text: "{order} on jo maksettu kokonaan. Jos tämä on mielestäsi virhe, ota yhteyttä kauppaan." },
    canceled: { title: "Tämä tilaus on peruttu", text: "Maksettavaa ei ole. Jos tämä on mielestäsi virhe, ota yhteyttä kauppaan." },
    replaced: {
      title: "Tämä linkki ei ole enää voimassa",
      text: "Kauppa on sittemmin lähettänyt sinulle uudemman linkin tähän tilaukseen. Käytä uusinta sähköpostia tai pyydä kaupalta uusi linkki.",
    },
    linkExpired: { title: "Tämä linkki on vanhentunut", text: "Pyydä kaupalta uusi linkki." },
    invalid: {
      title: "Tämä linkki ei kelpaa",
      text: "Varmista, että avasit sähköpostista koko linkin. Jos se ei vieläkään toimi, pyydä kaupalta uusi linkki.",
    },
    unavailable: { title: "Tätä tilausta ei voi maksaa täällä kryptovaluutalla", text: "Ota yhteyttä kauppaan." },
    busy: { title: "Liian monta yritystä", text: "Yritä uudelleen muutaman minuutin kuluttua." },
    badForm: { title: "Lomaketta ei voitu lukea", text: "Avaa sivu uudelleen ja valitse, millä maksat.", back: "Takaisin sivulle" },
    error: { title: "Jokin meni vikaan", text: "Yritä uudelleen muutaman minuutin kuluttua. Jos ongelma toistuu, ota yhteyttä kauppaan." },
  },
  refund: {
    pageTitle: "Hyvityksesi",
    refund: "{amount} {asset} verkossa {network}{standard}",
    form: {
      title: "Minne hyvitys lähetetään?",
      intro: "Kauppa hyvittää sinulle:",
      label: "{asset}-osoitteesi verkossa {network}{standard}",
      help: "Kopioi se lompakostasi (tämän kolikon ja verkon ”Vastaanota”-näkymästä). Jos annat toisen verkon osoitteen, rahat menetetään.",
      validUntil: "Linkkiä voi käyttää kerran. Sen voimassaolo päättyy",
      submit: "Jatka",
    },
    families: {
      bitcoin: "Bitcoin-osoitteelta",
      litecoin: "Litecoin-osoitteelta",
      evm: "Ethereumin (tai muun EVM-verkon) osoitteelta",
      tron: "Tron-osoitteelta",
      solana: "Solana-osoitteelta",
      ton: "TON-osoitteelta",
    },
    expected: {
      bitcoin: "Osoitteen pitää olla Bitcoinin pääverkon osoite: se alkaa merkeillä bc1, 1 tai 3.",
      litecoin: "Osoitteen pitää olla Litecoinin pääverkon osoite: se alkaa merkeillä ltc1, L tai M.",
      evm: "Osoitteen pitää olla verkossa {network} toimiva osoite: 0x ja sen perässä 40 heksadesimaalimerkkiä (0–9, a–f).",
      tron: "Osoitteen pitää olla Tron-osoite: 34 merkkiä, alussa T.",
      solana: "Osoitteen pitää olla Solana-osoite: 32–44 kirjainta ja numeroa (ei 0, O, I eikä l).",
      ton: "Osoitteen pitää olla TON-osoite: 48 merkkiä, alussa yleensä EQ tai UQ.",
    },
    reasons: {
      empty: "Anna lompakkosi osoite.",
      malformed: "Osoitteessa on välilyönti, rivinvaihto tai näkymätön merkki, tai se on liian pitkä. Kopioi osoite lompakostasi uudelleen: vain itse osoite.",
      payment_link: "Tämä on maksulinkki (esimerkiksi ”tron:…?amount=…”), ei osoite. Liitä vain itse osoite.",
      other_network: "Tämä näyttää {family}, mutta hyvitys lähetetään verkossa {network}. Toisen verkon osoitteeseen lähetetyt rahat menetetään.",
      testnet: "Tämä on testiverkon osoite. Hyvitys lähetetään verkossa {network}, ja osoitteen pitää olla pääverkon osoite.",
      checksum:
        "Osoitteessa on kirjoitusvirhe: sen sisäänrakennettu tarkiste (tarkistussumma) ei täsmää, eli jokin merkki on väärin, puuttuu tai on ylimääräinen. Kopioi osoite lompakostasi uudelleen äläkä kirjoita sitä käsin.",
      burn: "Tämä on poltto-osoite: kaikki sinne lähetetty tuhoutuu. Anna oman lompakkosi osoite.",
      litecoin_p2sh:
        "Numerolla 3 alkavat osoitteet ovat Bitcoin-osoitteita (tämänmuotoisia vanhoja Litecoin-osoitteita ei hyväksytä tässä). Litecoin-osoitteet alkavat merkeillä ltc1, L tai M.",
      format: "Tämä ei ole kelvollinen osoite verkossa {network}: tarkista, että se on kopioitu kokonaan ja muuttamattomana.",
    },
    confirm: {
      title: "Tarkista osoite",
      intro: "Vertaa sitä lompakkosi osoitteeseen merkki merkiltä – varsinkin alkua ja loppua.",
      refundTo: "Hyvitys lähetetään osoitteeseen",
      warning: "Väärään osoitteeseen lähetettyä maksua ei voi saada takaisin. Kun vahvistat, tätä linkkiä ei voi enää käyttää.",
      confirm: "Vahvista",
      change: "Muuta",
    },
    done: {
      title: "Kiitos – osoitteesi on tallennettu",
      text: "Kauppa lähettää {refund} tähän osoitteeseen:",
      next: "Sinun ei tarvitse tehdä muuta, ja voit sulkea tämän sivun. Kauppa lähettää hyvityksen itse, joten sen saapuminen voi kestää hetken.",
    },
    used: {
      title: "Tätä linkkiä on jo käytetty",
      text: "Tämän linkin kautta on jo annettu osoite, tai kauppa on sittemmin lähettänyt sinulle uudemman linkin. Jos haluat muuttaa osoitetta, pyydä kaupalta uusi linkki.",
    },
    expired: { title: "Tämä linkki on vanhentunut", text: "Pyydä kaupalta uusi linkki." },
    invalid: {
      title: "Tämä linkki ei kelpaa",
      text: "Varmista, että avasit sähköpostista koko linkin. Jos se ei vieläkään toimi, pyydä kaupalta uusi linkki.",
    },
    unpayable: { title: "Tätä hyvitystä ei voi maksaa täällä kryptovaluuttana", text: "Ota yhteyttä kauppaan." },
    badForm: { title: "Lomaketta ei voitu lukea", text: "Avaa lomake uudelleen ja täytä se.", back: "Takaisin lomakkeeseen" },
    error: { title: "Jokin meni vikaan", text: "Yritä uudelleen muutaman minuutin kuluttua. Jos ongelma toistuu, ota yhteyttä kauppaan." },
  },
  email: {
    partialPayment: {
      subject: "Osa kryptomaksustasi on saapunut",
      intro: "Osa maksustasi on saapunut, mutta ei koko summa. Lähetä loput alla olevan linkin kautta ennen kuin lasku vanhenee.",
    },
    expiredWithPayment: {
      subject: "Kryptomaksusi saapui vajaana",
      intro: "Lasku vanheni ennen kuin koko summa saapui. Kauppa on vastaanottanut maksusi ja ottaa sinuun yhteyttä jatkosta.",
    },
    latePayment: {
      subject: "Kryptomaksusi saapui laskun vanhenemisen jälkeen",
      intro: "Maksusi saapui vasta laskun vanhenemisen jälkeen. Kauppa on vastaanottanut sen ja ottaa sinuun yhteyttä tilauksestasi.",
    },
    refundAddress: {
      subject: "Minne lähetämme hyvityksesi?",
      intro: "Kauppa hyvittää sinulle kryptovaluuttana. Avaa alla oleva linkki ja anna lompakkosi osoite.",
    },
    paymentRequest: {
      subject: "Maksupyyntö tilauksestasi",
      intro: "Kauppa pyytää sinua maksamaan tilauksesi jäljellä olevan summan. Avaa alla oleva linkki ja maksa kryptovaluutalla.",
    },
    returnAddress: {
      subject: "Minne palautamme rahasi?",
      intro: "Kauppa palauttaa maksusi sinulle kryptovaluuttana. Avaa alla oleva linkki ja anna lompakkosi osoite.",
    },
  },
}
