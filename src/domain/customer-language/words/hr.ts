/** What customers see, in Croatian. */
import type { CustomerWords } from "../words"

export const hr: CustomerWords = {
  language: "Jezik",
  pay: {
    pageTitle: "Plaćanje narudžbe",
    orderName: "Narudžba br. {id}",
    coin: "{asset} na mreži {network}{standard}",
    crypto: "{amount} {asset} na mreži {network}{standard}",
    form: {
      title: "Plaćanje narudžbe br. {id}",
      intro: "{shop} vas moli da platite preostali iznos narudžbe:",
      introNoShop: "Trgovina vas moli da platite preostali iznos narudžbe:",
      choose: "Čime plaćate",
      submit: "Plati",
      next: "Preusmjerit ćemo vas na stranicu za plaćanje CryptoClouda, na kojoj su adresa i točan iznos za slanje.",
      validUntil: "Poveznica vrijedi do",
      noCoin: "Odaberite čime želite platiti.",
    },
    again: {
      title: "Vrijeme za plaćanje je isteklo",
      text: "Stranica za plaćanje istekla je prije nego što je stigao cijeli iznos. Možete platiti ponovno:",
      partNote: "Prije isteka stiglo je {received}: trgovina to zna i javit će vam se u vezi s time.",
      submit: "Plati ponovno",
    },
    waiting: {
      title: "Čekamo vašu uplatu",
      text: "Pošaljite {crypto} putem stranice za plaćanje. Kad mreža potvrdi uplatu, vidjet ćete to na ovoj stranici.",
      open: "Otvori stranicu za plaćanje",
      refreshes: "Ova se stranica sama osvježava.",
      until: "Stranica za plaćanje otvorena je do",
    },
    partial: {
      title: "Stigao je dio vaše uplate",
      received: "Primljeno",
      stillDue: "Preostalo za slanje",
      text: "Ostatak pošaljite na istu adresu putem stranice za plaćanje prije nego što istekne.",
      open: "Otvori stranicu za plaćanje",
    },
    paid: { title: "Hvala vam – vaša je uplata stigla", text: "{order} je plaćena. Možete zatvoriti ovu stranicu." },
    redirect: { title: "Otvaramo stranicu za plaćanje…", text: "Ako se ne otvori sama:", open: "Otvori stranicu za plaćanje" },
    facts: { order: "Narudžba", amountDue: "Iznos za plaćanje" },
    nothingOwed: { title: "Nema ništa za plaćanje", text: "{order} je u cijelosti plaćena. Ako mislite da je riječ o pogrešci, obratite se trgovini." },
    canceled: { title: "Ova je narudžba otkazana", text: "Nema ništa za plaćanje. Ako mislite da je riječ o pogrešci, obratite se trgovini." },
    replaced: {
      title: "Ova poveznica više ne vrijedi",
      text: "Trgovina vam je u međuvremenu poslala noviju poveznicu za ovu narudžbu. Upotrijebite najnoviju e-poruku ili zatražite od trgovine novu poveznicu.",
    },
    linkExpired: { title: "Ova je poveznica istekla", text: "Zatražite od trgovine novu poveznicu." },
    invalid: {
      title: "Ova poveznica nije valjana",
      text: "Provjerite jeste li otvorili cijelu poveznicu iz e-poruke. Ako i dalje ne radi, zatražite od trgovine novu poveznicu.",
    },
    unavailable: { title: "Ova se narudžba ovdje ne može platiti kriptovalutom", text: "Obratite se trgovini." },
    busy: { title: "Previše pokušaja", text: "Pokušajte ponovno za nekoliko minuta." },
    badForm: { title: "Obrazac nije moguće pročitati", text: "Ponovno otvorite stranicu i odaberite čime želite platiti.", back: "Natrag na stranicu" },
    error: { title: "Došlo je do pogreške", text: "Pokušajte ponovno za nekoliko minuta. Ako se pogreška ponavlja, obratite se trgovini." },
  },
  refund: {
    pageTitle: "Povrat sredstava",
    refund: "{amount} {asset} na mreži {network}{standard}",
    form: {
      title: "Kamo poslati povrat?",
      intro: "Trgovina vam vraća",
      label: "Vaša adresa za {asset} na mreži {network}{standard}",
      help: "Kopirajte je iz svojeg novčanika (zaslon „Primi” za ovu kovanicu i mrežu). Novac poslan na adresu druge mreže bio bi izgubljen.",
      validUntil: "Poveznica se može upotrijebiti jednom, do",
      submit: "Nastavi",
    },
    families: { bitcoin: "Bitcoin", litecoin: "Litecoin", evm: "Ethereum (ili druge EVM mreže)", tron: "Tron", solana: "Solana", ton: "TON" },
    expected: {
      bitcoin: "Potrebna je adresa glavne mreže Bitcoin: počinje s bc1, 1 ili 3.",
      litecoin: "Potrebna je adresa glavne mreže Litecoin: počinje s ltc1, L ili M.",
      evm: "Potrebna je adresa mreže {network}: 0x i još 40 heksadecimalnih znakova (0–9, a–f).",
      tron: "Potrebna je adresa mreže Tron: 34 znaka, počinje s T.",
      solana: "Potrebna je adresa mreže Solana: od 32 do 44 slova i znamenaka (bez 0, O, I i l).",
      ton: "Potrebna je adresa mreže TON: 48 znakova, obično počinje s EQ ili UQ.",
    },
    reasons: {
      empty: "Unesite adresu svojeg novčanika.",
      malformed: "Adresa sadrži razmak, prijelom retka ili nevidljiv znak ili je predugačka. Ponovno kopirajte adresu iz novčanika – samo adresu.",
      payment_link: "Ovo je poveznica za plaćanje (poput „tron:…?amount=…”), a ne adresa. Zalijepite samo adresu.",
      other_network: "Ovo izgleda kao adresa mreže {family}, a povrat se šalje na mreži {network}. Novac poslan na adresu druge mreže gubi se.",
      testnet: "Ovo je adresa testne mreže. Povrat se šalje na glavnoj mreži {network}.",
      checksum:
        "U adresi je pogreška pri upisu: njezin ugrađeni kontrolni zbroj ne odgovara, pa je neki znak pogrešan, nedostaje ili je suvišan. Ponovno je kopirajte iz novčanika umjesto da je upisujete.",
      burn: "Ovo je adresa za spaljivanje: sve što se na nju pošalje trajno se uništava. Unesite adresu vlastitog novčanika.",
      litecoin_p2sh:
        "Adrese koje počinju s 3 adrese su za Bitcoin (stare Litecoin adrese tog oblika ovdje se ne prihvaćaju). Litecoin adrese počinju s ltc1, L ili M.",
      format: "Ovo nije valjana adresa mreže {network}: provjerite je li kopirana cijela i bez izmjena.",
    },
    confirm: {
      title: "Provjerite adresu",
      intro: "Usporedite je znak po znak s adresom u novčaniku – osobito početak i kraj.",
      refundTo: "Povrat će biti poslan na adresu",
      warning: "Uplata poslana na pogrešnu adresu ne može se vratiti. Nakon potvrde ova se poveznica više ne može upotrijebiti.",
      confirm: "Potvrdi",
      change: "Promijeni",
    },
    done: {
      title: "Hvala vam – adresa je spremljena",
      text: "Trgovina će na ovu adresu poslati {refund}:",
      next: "Od vas više ništa nije potrebno; možete zatvoriti ovu stranicu. Povrat šalje sama trgovina, pa može proći neko vrijeme dok ne stigne.",
    },
    used: {
      title: "Ova je poveznica već iskorištena",
      text: "Putem ove poveznice već je unesena adresa ili vam je trgovina u međuvremenu poslala noviju poveznicu. Ako trebate promijeniti adresu, zatražite od trgovine novu poveznicu.",
    },
    expired: { title: "Ova je poveznica istekla", text: "Zatražite od trgovine novu poveznicu." },
    invalid: {
      title: "Ova poveznica nije valjana",
      text: "Provjerite jeste li otvorili cijelu poveznicu iz e-poruke. Ako i dalje ne radi, zatražite od trgovine novu poveznicu.",
    },
    unpayable: { title: "Ovaj se povrat ovdje ne može isplatiti u kriptovaluti", text: "Obratite se trgovini." },
    badForm: { title: "Obrazac nije moguće pročitati", text: "Ponovno otvorite obrazac i ispunite ga.", back: "Natrag na obrazac" },
    error: { title: "Došlo je do pogreške", text: "Pokušajte ponovno za nekoliko minuta. Ako se pogreška ponavlja, obratite se trgovini." },
  },
  email: {
    partialPayment: {
      subject: "Stigao je dio vaše kripto uplate",
      intro: "Stigao je dio vaše uplate, ali ne cijeli iznos. Ostatak pošaljite putem poveznice u nastavku prije nego što račun istekne.",
    },
    expiredWithPayment: {
      subject: "Vaša kripto uplata nije stigla u cijelosti",
      intro: "Račun je istekao prije nego što je stigao cijeli iznos. Trgovina je primila vašu uplatu i javit će vam se u vezi s daljnjim koracima.",
    },
    latePayment: {
      subject: "Vaša kripto uplata stigla je nakon isteka računa",
      intro: "Vaša je uplata stigla nakon što je račun istekao. Trgovina ju je primila i javit će vam se u vezi s narudžbom.",
    },
    refundAddress: {
      subject: "Kamo da vam pošaljemo povrat?",
      intro: "Trgovina vam vraća novac u kriptovaluti. Otvorite poveznicu u nastavku i unesite adresu svojeg novčanika.",
    },
    paymentRequest: {
      subject: "Zahtjev za plaćanje vaše narudžbe",
      intro: "Trgovina vas moli da platite preostali iznos narudžbe. Otvorite poveznicu u nastavku kako biste platili kriptovalutom.",
    },
    returnAddress: {
      subject: "Kamo da vam vratimo novac?",
      intro: "Trgovina vam vraća vašu uplatu u kriptovaluti. Otvorite poveznicu u nastavku i unesite adresu svojeg novčanika.",
    },
  },
}
