/** What customers see, in Lithuanian. */
import type { CustomerWords } from "../words"

export const lt: CustomerWords = {
  language: "Kalba",
  pay: {
    pageTitle: "Užsakymo apmokėjimas",
    orderName: "Užsakymas Nr. {id}",
    coin: "{asset} tinkle {network}{standard}",
    crypto: "{amount} {asset} tinkle {network}{standard}",
    form: {
      title: "Užsakymo Nr. {id} apmokėjimas",
      intro: "{shop} prašo jūsų sumokėti likusią užsakymo sumą:",
      introNoShop: "Parduotuvė prašo jūsų sumokėti likusią užsakymo sumą:",
      choose: "Kuo mokėti",
      submit: "Apmokėti",
      next: "Būsite nukreipti į CryptoCloud mokėjimo puslapį, kuriame matysite adresą ir tikslią sumą, kurią reikia išsiųsti.",
      validUntil: "Nuoroda galioja iki",
      noCoin: "Pasirinkite, kuo mokėsite.",
    },
    again: {
      title: "Laikas apmokėti baigėsi",
      text: "Mokėjimo puslapio galiojimas baigėsi anksčiau, nei gauta visa suma. Galite apmokėti iš naujo:",
      partNote: "Iki tol spėjo ateiti {received}: parduotuvė apie tai žino ir su jumis susisieks.",
      submit: "Apmokėti iš naujo",
    },
    waiting: {
      title: "Laukiame jūsų mokėjimo",
      text: "Išsiųskite {crypto} mokėjimo puslapyje. Kai tinklas patvirtins mokėjimą, tai bus parodyta šiame puslapyje.",
      open: "Atidaryti mokėjimo puslapį",
      refreshes: "Šis puslapis atsinaujina savaime.",
      until: "Mokėjimo puslapis galioja iki",
    },
    partial: {
      title: "Gauta dalis jūsų mokėjimo",
      received: "Gauta",
      stillDue: "Liko išsiųsti",
      text: "Likusią sumą išsiųskite tuo pačiu adresu iš mokėjimo puslapio, kol jis dar galioja.",
      open: "Atidaryti mokėjimo puslapį",
    },
    paid: { title: "Ačiū – jūsų mokėjimas gautas", text: "{order} apmokėtas. Šį puslapį galite uždaryti." },
    redirect: { title: "Atidaromas mokėjimo puslapis…", text: "Jei jis neatsidaro savaime:", open: "Atidaryti mokėjimo puslapį" },
    facts: { order: "Užsakymas", amountDue: "Mokėtina suma" },
    nothingOwed: {
      title: "Mokėti nieko nereikia",
      text: "{order} jau visiškai apmokėtas. Jei manote, kad tai klaida, susisiekite su parduotuve.",
    },
    canceled: {
      title: "Šis užsakymas atšauktas",
      text: "Mokėti nieko nereikia. Jei manote, kad tai klaida, susisiekite su parduotuve.",
    },
    replaced: {
      title: "Ši nuoroda nebegalioja",
      text: "Parduotuvė jau atsiuntė jums naujesnę šio užsakymo nuorodą. Naudokitės naujausiu laišku arba paprašykite parduotuvės naujos nuorodos.",
    },
    linkExpired: { title: "Šios nuorodos galiojimas baigėsi", text: "Paprašykite parduotuvės naujos nuorodos." },
    invalid: {
      title: "Ši nuoroda netinkama",
      text: "Įsitikinkite, kad atidarėte visą nuorodą iš laiško. Jei ji vis tiek neveikia, paprašykite parduotuvės naujos nuorodos.",
    },
    unavailable: { title: "Šio užsakymo čia negalima apmokėti kriptovaliuta", text: "Susisiekite su parduotuve." },
    busy: { title: "Per daug bandymų", text: "Pabandykite dar kartą po kelių minučių." },
    badForm: {
      title: "Nepavyko nuskaityti formos",
      text: "Atidarykite puslapį dar kartą ir pasirinkite, kuo mokėsite.",
      back: "Grįžti į puslapį",
    },
    error: {
      title: "Kažkas nepavyko",
      text: "Pabandykite dar kartą po kelių minučių. Jei klaida kartojasi, susisiekite su parduotuve.",
    },
  },
  refund: {
    pageTitle: "Pinigų grąžinimas",
    refund: "{amount} {asset} tinkle {network}{standard}",
    form: {
      title: "Kur išsiųsti grąžinamus pinigus?",
      intro: "Parduotuvė jums grąžina:",
      label: "Jūsų {asset} adresas tinkle {network}{standard}",
      help: "Nukopijuokite jį iš savo piniginės (šios monetos ir tinklo langas „Gauti“). Nurodžius kito tinklo adresą, pinigai būtų prarasti.",
      validUntil: "Nuoroda vienkartinė, galioja iki",
      submit: "Tęsti",
    },
    families: {
      bitcoin: "Bitcoin tinklo adresas",
      litecoin: "Litecoin tinklo adresas",
      evm: "Ethereum (ar kito EVM tinklo) adresas",
      tron: "Tron tinklo adresas",
      solana: "Solana tinklo adresas",
      ton: "TON tinklo adresas",
    },
    expected: {
      bitcoin: "Reikia pagrindinio Bitcoin tinklo adreso: jis prasideda bc1, 1 arba 3.",
      litecoin: "Reikia pagrindinio Litecoin tinklo adreso: jis prasideda ltc1, L arba M.",
      evm: "Reikia {network} tinklo adreso: 0x ir dar 40 šešioliktainių simbolių (0–9, a–f).",
      tron: "Reikia Tron tinklo adreso: 34 simboliai, prasideda raide T.",
      solana: "Reikia Solana tinklo adreso: nuo 32 iki 44 lotyniškų raidžių ir skaitmenų (be 0, O, I ir l).",
      ton: "Reikia TON tinklo adreso: 48 simboliai, dažniausiai prasideda EQ arba UQ.",
    },
    reasons: {
      empty: "Įveskite savo piniginės adresą.",
      malformed: "Adrese yra tarpas, eilutės lūžis ar nematomas simbolis, arba jis per ilgas. Dar kartą nukopijuokite iš piniginės tik patį adresą.",
      payment_link: "Tai mokėjimo nuoroda (pvz., „tron:…?amount=…“), o ne adresas. Įklijuokite tik patį adresą.",
      other_network: "Panašu, kad tai {family}, bet grąžinimas siunčiamas tinkle {network}. Pinigai, išsiųsti kito tinklo adresu, prarandami.",
      testnet: "Tai bandomojo tinklo adresas. Grąžinimas siunčiamas pagrindiniame tinkle {network}.",
      checksum:
        "Adrese yra klaida: nesutampa jo kontrolinė suma, taigi kuris nors simbolis pakeistas, praleistas arba perteklinis. Nukopijuokite adresą iš piniginės dar kartą, o ne rinkite ranka.",
      burn: "Tai deginimo adresas: viskas, kas juo išsiunčiama, sunaikinama. Nurodykite savo piniginės adresą.",
      litecoin_p2sh:
        "Adresai, prasidedantys 3, yra Bitcoin adresai (seni tokio tipo Litecoin adresai čia nepriimami). Litecoin adresai prasideda ltc1, L arba M.",
      format: "Tai nėra tinkamas {network} tinklo adresas: patikrinkite, ar jis nukopijuotas visas ir nepakeistas.",
    },
    confirm: {
      title: "Patikrinkite adresą",
      intro: "Palyginkite jį su adresu savo piniginėje simbolis po simbolio – ypač pradžią ir pabaigą.",
      refundTo: "Grąžinimas bus išsiųstas adresu",
      warning: "Mokėjimo, išsiųsto neteisingu adresu, susigrąžinti neįmanoma. Patvirtinus šia nuoroda nebebus galima pasinaudoti.",
      confirm: "Patvirtinti",
      change: "Keisti",
    },
    done: {
      title: "Ačiū – jūsų adresas išsaugotas",
      text: "Parduotuvė išsiųs {refund} šiuo adresu:",
      next: "Daugiau nieko daryti nereikia, šį puslapį galite uždaryti. Grąžinimą siunčia pati parduotuvė, todėl pinigai gali ateiti ne iš karto.",
    },
    used: {
      title: "Ši nuoroda jau panaudota",
      text: "Šia nuoroda jau nurodytas adresas arba parduotuvė jau atsiuntė jums naujesnę nuorodą. Jei reikia pakeisti adresą, paprašykite parduotuvės naujos nuorodos.",
    },
    expired: { title: "Šios nuorodos galiojimas baigėsi", text: "Paprašykite parduotuvės naujos nuorodos." },
    invalid: {
      title: "Ši nuoroda netinkama",
      text: "Įsitikinkite, kad atidarėte visą nuorodą iš laiško. Jei ji vis tiek neveikia, paprašykite parduotuvės naujos nuorodos.",
    },
    unpayable: { title: "Šio grąžinimo čia negalima išmokėti kriptovaliuta", text: "Susisiekite su parduotuve." },
    badForm: { title: "Nepavyko nuskaityti formos", text: "Atidarykite formą dar kartą ir ją užpildykite.", back: "Grįžti į formą" },
    error: {
      title: "Kažkas nepavyko",
      text: "Pabandykite dar kartą po kelių minučių. Jei klaida kartojasi, susisiekite su parduotuve.",
    },
  },
  email: {
    partialPayment: {
      subject: "Gauta dalis jūsų mokėjimo kriptovaliuta",
      intro: "Gauta dalis jūsų mokėjimo, bet ne visa suma. Likusią sumą išsiųskite naudodamiesi toliau pateikta nuoroda, kol sąskaita dar galioja.",
    },
    expiredWithPayment: {
      subject: "Jūsų mokėjimas kriptovaliuta gautas ne visas",
      intro: "Sąskaitos galiojimas baigėsi anksčiau, nei gauta visa suma. Parduotuvė gavo jūsų mokėjimą ir susisieks su jumis dėl tolesnių veiksmų.",
    },
    latePayment: {
      subject: "Jūsų mokėjimas kriptovaliuta gautas pasibaigus sąskaitos galiojimui",
      intro: "Jūsų mokėjimas gautas jau pasibaigus sąskaitos galiojimui. Parduotuvė jį gavo ir susisieks su jumis dėl užsakymo.",
    },
    refundAddress: {
      subject: "Kur išsiųsti jums grąžinamus pinigus?",
      intro: "Parduotuvė grąžina jums pinigus kriptovaliuta. Atidarykite toliau pateiktą nuorodą ir nurodykite savo piniginės adresą.",
    },
    paymentRequest: {
      subject: "Prašymas apmokėti jūsų užsakymą",
      intro: "Parduotuvė prašo jūsų sumokėti likusią užsakymo sumą. Atidarykite toliau pateiktą nuorodą ir apmokėkite kriptovaliuta.",
    },
    returnAddress: {
      subject: "Kur grąžinti jūsų pinigus?",
      intro: "Parduotuvė grąžina jums jūsų mokėjimą kriptovaliuta. Atidarykite toliau pateiktą nuorodą ir nurodykite savo piniginės adresą.",
    },
  },
}
