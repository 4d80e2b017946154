/** What customers see, in Bosnian. */
import type { CustomerWords } from "../words"

export const bs: CustomerWords = {
  language: "Jezik",
  pay: {
    pageTitle: "Plaćanje narudžbe",
    orderName: "Narudžba br. {id}",
    coin: "{asset} u mreži {network}{standard}",
    crypto: "{amount} {asset} u mreži {network}{standard}",
    form: {
      title: "Plaćanje narudžbe br. {id}",
      intro: "{shop} vas moli da platite preostali iznos za vašu narudžbu:",
      introNoShop: "Trgovina vas moli da platite preostali iznos za vašu narudžbu:",
      choose: "Platite sa",
      submit: "Plati",
      next: "Bit ćete preusmjereni na CryptoCloud stranicu za plaćanje, koja prikazuje adresu i tačan iznos za slanje.",
      validUntil: "Ovaj link važi do",
      noCoin: "Odaberite čime ćete platiti.",
    },
    again: {
      title: "Vrijeme za plaćanje je isteklo",
      text: "Stranica za plaćanje je istekla prije nego što je stigao cijeli iznos. Možete platiti ponovo:",
      partNote: "Prije isteka je stigao iznos od {received}: trgovina to zna i kontaktirat će vas u vezi s tim.",
      submit: "Plati ponovo",
    },
    waiting: {
      title: "Čekamo vašu uplatu",
      text: "Pošaljite {crypto} prema podacima sa stranice za plaćanje. Kada mreža potvrdi uplatu, ova stranica će to prikazati.",
      open: "Otvori stranicu za plaćanje",
      refreshes: "Ova stranica se sama osvježava.",
      until: "Stranica za plaćanje je otvorena do",
    },
    partial: {
      title: "Stigao je dio vaše uplate",
      received: "Primljeno",
      stillDue: "Preostaje poslati",
      text: "Pošaljite ostatak na istu adresu sa stranice za plaćanje, prije nego što istekne.",
      open: "Otvori stranicu za plaćanje",
    },
    paid: { title: "Hvala — vaša uplata je stigla", text: "{order} je plaćena. Možete zatvoriti ovu stranicu." },
    redirect: { title: "Otvaramo stranicu za plaćanje…", text: "Ako se ne otvori sama:", open: "Otvori stranicu za plaćanje" },
    facts: { order: "Narudžba", amountDue: "Iznos za plaćanje" },
    nothingOwed: { title: "Nema ništa za plaćanje", text: "{order} je u potpunosti plaćena. Ako mislite da je ovo greška, kontaktirajte trgovinu." },
    canceled: { title: "Ova narudžba je otkazana", text: "Nema ništa za plaćanje. Ako mislite da je ovo greška, kontaktirajte trgovinu." },
    replaced: {
      title: "Ovaj link više ne važi",
      text: "Trgovina vam je u međuvremenu poslala noviji link za ovu narudžbu. Koristite najnoviji e-mail ili zatražite novi link od trgovine.",
    },
    linkExpired: { title: "Ovaj link je istekao", text: "Zatražite novi link od trgovine." },
    invalid: {
      title: "Ovaj link nije ispravan",
      text: "Provjerite jeste li otvorili cijeli link iz e-maila. Ako i dalje ne radi, zatražite novi link od trgovine.",
    },
    unavailable: { title: "Ova narudžba se ovdje ne može platiti kriptovalutom", text: "Kontaktirajte trgovinu." },
    busy: { title: "Previše pokušaja", text: "Pokušajte ponovo za nekoliko minuta." },
    badForm: { title: "Obrazac nije moguće pročitati", text: "Ponovo otvorite stranicu i odaberite čime ćete platiti.", back: "Nazad na stranicu" },
    error: { title: "Nešto je pošlo po zlu", text: "Pokušajte ponovo za nekoliko minuta. Ako se problem ponavlja, kontaktirajte trgovinu." },
  },
  refund: {
    pageTitle: "Vaš povrat",
    refund: "{amount} {asset} u mreži {network}{standard}",
    form: {
      title: "Gdje da pošaljemo vaš povrat?",
      intro: "Trgovina vam vraća",
      label: "Vaša {asset} adresa u mreži {network}{standard}",
      help: "Kopirajte je iz svog novčanika (ekran „Primi” za ovu kovanicu i mrežu). Ako unesete adresu druge mreže, novac će biti izgubljen.",
      validUntil: "Ovaj link se može iskoristiti jednom, do",
      submit: "Nastavi",
    },
    families: { bitcoin: "Bitcoin", litecoin: "Litecoin", evm: "Ethereum (ili druge EVM mreže)", tron: "Tron", solana: "Solana", ton: "TON" },
    expected: {
      bitcoin: "Potrebna je adresa glavne Bitcoin mreže: počinje sa bc1, 1 ili 3.",
      litecoin: "Potrebna je adresa glavne Litecoin mreže: počinje sa ltc1, L ili M.",
      evm: "Potrebna je adresa mreže {network}: 0x i još 40 heksadecimalnih znakova (0–9, a–f).",
      tron: "Potrebna je adresa mreže Tron: 34 znaka, počinje sa T.",
      solana: "Potrebna je adresa mreže Solana: od 32 do 44 latiničnih slova i cifara (bez 0, O, I i l).",
      ton: "Potrebna je adresa mreže TON: 48 znakova, obično počinje sa EQ ili UQ.",
    },
    reasons: {
      empty: "Unesite adresu svog novčanika.",
      malformed: "U adresi je razmak, prelazak u novi red ili nevidljiv znak, ili je predugačka. Ponovo kopirajte adresu iz novčanika: samo samu adresu.",
      payment_link: "Ovo je link za plaćanje (npr. „tron:…?amount=…”), a ne adresa. Zalijepite samo samu adresu.",
      other_network: "Ovo izgleda kao adresa mreže {family}, ali povrat se šalje u mreži {network}. Novac poslan na adresu druge mreže se gubi.",
      testnet: "Ovo je adresa testne mreže. Povrat se šalje u glavnoj mreži {network}.",
      checksum:
        "U adresi je greška u kucanju: njena ugrađena provjera (kontrolni zbir) se ne poklapa, pa je neki znak pogrešan, nedostaje ili je višak. Ponovo je kopirajte iz novčanika umjesto da je kucate.",
      burn: "Ovo je adresa za spaljivanje: sve što se pošalje na nju se uništava. Unesite adresu svog novčanika.",
      litecoin_p2sh:
        "Adrese koje počinju sa 3 su Bitcoin adrese (stare Litecoin adrese ovog oblika se ovdje ne prihvataju). Litecoin adrese počinju sa ltc1, L ili M.",
      format: "Ovo nije ispravna adresa mreže {network}: provjerite da li je kopirana cijela i neizmijenjena.",
    },
    confirm: {
      title: "Provjerite adresu",
      intro: "Uporedite je sa adresom u svom novčaniku, znak po znak — prije svega početak i kraj.",
      refundTo: "Povrat će biti poslan na adresu",
      warning: "Uplata poslana na pogrešnu adresu ne može se vratiti. Nakon potvrde ovaj link se više ne može koristiti.",
      confirm: "Potvrdi",
      change: "Promijeni",
    },
    done: {
      title: "Hvala — vaša adresa je sačuvana",
      text: "Trgovina će poslati {refund} na ovu adresu:",
      next: "Od vas se ništa više ne traži; možete zatvoriti ovu stranicu. Povrat šalje sama trgovina, pa može proći neko vrijeme dok ne stigne.",
    },
    used: {
      title: "Ovaj link je već iskorišten",
      text: "Preko ovog linka je već unesena adresa ili vam je trgovina u međuvremenu poslala noviji link. Ako trebate promijeniti adresu, zatražite novi link od trgovine.",
    },
    expired: { title: "Ovaj link je istekao", text: "Zatražite novi link od trgovine." },
    invalid: {
      title: "Ovaj link nije ispravan",
      text: "Provjerite jeste li otvorili cijeli link iz e-maila. Ako i dalje ne radi, zatražite novi link od trgovine.",
    },
    unpayable: { title: "Ovaj povrat se ovdje ne može isplatiti u kriptovaluti", text: "Kontaktirajte trgovinu." },
    badForm: { title: "Obrazac nije moguće pročitati", text: "Ponovo otvorite obrazac i popunite ga.", back: "Nazad na obrazac" },
    error: { title: "Nešto je pošlo po zlu", text: "Pokušajte ponovo za nekoliko minuta. Ako se problem ponavlja, kontaktirajte trgovinu." },
  },
  email: {
    partialPayment: {
      subject: "Stigao je dio vaše kripto uplate",
      intro: "Stigao je dio vaše uplate, ali ne cijeli iznos. Pošaljite ostatak putem linka ispod prije nego što faktura istekne.",
    },
    expiredWithPayment: {
      subject: "Vaša kripto uplata nije stigla u cijelosti",
      intro: "Faktura je istekla prije nego što je stigao cijeli iznos. Vaša uplata je kod trgovine i ona će vas kontaktirati u vezi s daljnjim koracima.",
    },
    latePayment: {
      subject: "Vaša kripto uplata je stigla nakon isteka fakture",
      intro: "Vaša uplata je stigla nakon što je faktura već istekla. Uplata je kod trgovine i ona će vas kontaktirati u vezi s vašom narudžbom.",
    },
    refundAddress: {
      subject: "Gdje da pošaljemo vaš povrat?",
      intro: "Trgovina vam vraća novac u kriptovaluti. Otvorite link ispod i unesite adresu svog novčanika.",
    },
    paymentRequest: {
      subject: "Zahtjev za plaćanje vaše narudžbe",
      intro: "Trgovina vas moli da platite preostali iznos za vašu narudžbu. Otvorite link ispod da platite kriptovalutom.",
    },
    returnAddress: {
      subject: "Gdje da vam vratimo novac?",
      intro: "Trgovina vam vraća vašu uplatu u kriptovaluti. Otvorite link ispod i unesite adresu svog novčanika.",
    },
  },
}
