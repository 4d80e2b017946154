/** What customers see, in Swedish. */
import type { CustomerWords } from "../words"

export const sv: CustomerWords = {
  language: "Språk",
  pay: {
    pageTitle: "Betalning av beställning",
    orderName: "Beställning #{id}",
    coin: "{asset} på {network}{standard}",
    crypto: "{amount} {asset} på {network}{standard}",
    form: {
      title: "Betala beställning #{id}",
      intro: "{shop} ber dig betala det som återstår på din beställning:",
      introNoShop: "Butiken ber dig betala det som återstår på din beställning:",
      choose: "Betala med",
      submit: "Betala",
      next: "Du skickas vidare till CryptoClouds betalsida, som visar adressen och exakt vilket belopp du ska skicka.",
      validUntil: "Länken gäller till",
      noCoin: "Välj vad du vill betala med.",
    },
    again: {
      title: "Tiden för betalningen har gått ut",
      text: "Betalsidan gick ut innan hela beloppet hade kommit fram. Du kan betala igen:",
      partNote: "{received} hann komma fram innan den gick ut: butiken vet om det och kontaktar dig.",
      submit: "Betala igen",
    },
    waiting: {
      title: "Väntar på din betalning",
      text: "Skicka {crypto} på betalsidan. När nätverket har bekräftat betalningen visas det här.",
      open: "Öppna betalsidan",
      refreshes: "Sidan uppdateras automatiskt.",
      until: "Betalsidan är öppen till",
    },
    partial: {
      title: "En del av din betalning har kommit fram",
      received: "Mottaget",
      stillDue: "Kvar att skicka",
      text: "Skicka resten till samma adress via betalsidan innan den går ut.",
      open: "Öppna betalsidan",
    },
    paid: { title: "Tack – din betalning har kommit fram", text: "{order} är betald. Du kan stänga sidan." },
    redirect: { title: "Öppnar betalsidan…", text: "Om den inte öppnas automatiskt:", open: "Öppna betalsidan" },
    facts: { order: "Beställning", amountDue: "Att betala" },
    nothingOwed: { title: "Inget att betala", text: "{order} är redan helt betald. Om du tror att något är fel, kontakta butiken." },
    canceled: { title: "Beställningen har avbrutits", text: "Det finns inget att betala. Om du tror att något är fel, kontakta butiken." },
    replaced: {
      title: "Länken gäller inte längre",
      text: "Butiken har sedan dess skickat en nyare länk för den här beställningen. Använd det senaste e-postmeddelandet eller be butiken om en ny länk.",
    },
    linkExpired: { title: "Länken har gått ut", text: "Be butiken om en ny länk." },
    invalid: {
      title: "Länken är ogiltig",
      text: "Kontrollera att du öppnade hela länken från e-postmeddelandet. Om den ändå inte fungerar, be butiken om en ny länk.",
    },
    unavailable: { title: "Beställningen kan inte betalas med krypto här", text: "Kontakta butiken." },
    busy: { title: "För många försök", text: "Försök igen om några minuter." },
    badForm: { title: "Formuläret kunde inte läsas", text: "Öppna sidan igen och välj vad du vill betala med.", back: "Tillbaka till sidan" },
    error: { title: "Något gick fel", text: "Försök igen om några minuter. Om det fortsätter, kontakta butiken." },
  },
  refund: {
    pageTitle: "Din återbetalning",
    refund: "{amount} {asset} på {network}{standard}",
    form: {
      title: "Vart ska återbetalningen skickas?",
      intro: "Butiken betalar tillbaka till dig:",
      label: "Din {asset}-adress på {network}{standard}",
      help: "Kopiera den från din plånbok (skärmen ”Ta emot” för det här myntet och nätverket). Med en adress i ett annat nätverk skulle pengarna gå förlorade.",
      validUntil: "Länken kan användas en gång och gäller till",
      submit: "Fortsätt",
    },
    families: {
      bitcoin: "en Bitcoin-adress",
      litecoin: "en Litecoin-adress",
      evm: "en Ethereum-adress (eller en adress i ett annat EVM-nätverk)",
      tron: "en Tron-adress",
      solana: "en Solana-adress",
      ton: "en TON-adress",
    },
    expected: {
      bitcoin: "Det ska vara en adress i Bitcoins huvudnätverk: den börjar med bc1, 1 eller 3.",
      litecoin: "Det ska vara en adress i Litecoins huvudnätverk: den börjar med ltc1, L eller M.",
      evm: "Det ska vara en adress på {network}: 0x följt av 40 hexadecimala tecken (0–9, a–f).",
      tron: "Det ska vara en Tron-adress: 34 tecken som börjar med T.",
      solana: "Det ska vara en Solana-adress: 32 till 44 bokstäver och siffror (utan 0, O, I och l).",
      ton: "Det ska vara en TON-adress: 48 tecken som oftast börjar med EQ eller UQ.",
    },
    reasons: {
      empty: "Ange adressen till din plånbok.",
      malformed:
        "Adressen innehåller ett mellanslag, en radbrytning eller ett osynligt tecken, eller så är den för lång. Kopiera adressen från din plånbok igen: bara själva adressen.",
      payment_link: "Det här är en betallänk (till exempel ”tron:…?amount=…”), inte en adress. Klistra bara in själva adressen.",
      other_network:
        "Det här ser ut som {family}, men återbetalningen skickas på {network}. Pengar som skickas till en adress i ett annat nätverk går förlorade.",
      testnet: "Det här är en adress i ett testnätverk. Återbetalningen skickas i huvudnätverket för {network}.",
      checksum:
        "Adressen innehåller ett skrivfel: dess inbyggda kontroll (kontrollsumma) stämmer inte, så ett tecken är fel, saknas eller är för mycket. Kopiera den från din plånbok igen i stället för att skriva av den.",
      burn: "Det här är en burn-adress: allt som skickas dit förstörs. Ange adressen till din egen plånbok.",
      litecoin_p2sh:
        "Adresser som börjar med 3 är Bitcoin-adresser (gamla Litecoin-adresser av den typen godtas inte här). Litecoin-adresser börjar med ltc1, L eller M.",
      format: "Det här är ingen giltig adress på {network}: kontrollera att den har kopierats hel och oförändrad.",
    },
    confirm: {
      title: "Kontrollera adressen",
      intro: "Jämför den med adressen i din plånbok, tecken för tecken – framför allt början och slutet.",
      refundTo: "Återbetalningen skickas till",
      warning: "En betalning till fel adress kan inte återkallas. När du har bekräftat kan länken inte användas igen.",
      confirm: "Bekräfta",
      change: "Ändra",
    },
    done: {
      title: "Tack – din adress är sparad",
      text: "Butiken skickar {refund} till den här adressen:",
      next: "Du behöver inte göra något mer och kan stänga sidan. Butiken skickar återbetalningen själv, så det kan dröja en stund innan den kommer fram.",
    },
    used: {
      title: "Länken har redan använts",
      text: "En adress har redan angetts via den här länken, eller så har butiken sedan dess skickat en nyare länk. Om du behöver ändra adressen, be butiken om en ny länk.",
    },
    expired: { title: "Länken har gått ut", text: "Be butiken om en ny länk." },
    invalid: {
      title: "Länken är ogiltig",
      text: "Kontrollera att du öppnade hela länken från e-postmeddelandet. Om den ändå inte fungerar, be butiken om en ny länk.",
    },
    unpayable: { title: "Återbetalningen kan inte betalas ut i krypto här", text: "Kontakta butiken." },
    badForm: { title: "Formuläret kunde inte läsas", text: "Öppna formuläret igen och fyll i det.", back: "Tillbaka till formuläret" },
    error: { title: "Något gick fel", text: "Försök igen om några minuter. Om det fortsätter, kontakta butiken." },
  },
  email: {
    partialPayment: {
      subject: "En del av din kryptobetalning har kommit fram",
      intro: "En del av din betalning har kommit fram, men inte hela beloppet. Skicka resten via länken nedan innan fakturan går ut.",
    },
    expiredWithPayment: {
      subject: "Din kryptobetalning kom inte fram i sin helhet",
      intro: "Fakturan gick ut innan hela beloppet hade kommit fram. Butiken har tagit emot din betalning och kontaktar dig om hur det går vidare.",
    },
    latePayment: {
      subject: "Din kryptobetalning kom fram efter att fakturan gått ut",
      intro: "Din betalning kom fram efter att fakturan hade gått ut. Butiken har tagit emot den och kontaktar dig om din beställning.",
    },
    refundAddress: {
      subject: "Vart ska vi skicka din återbetalning?",
      intro: "Butiken gör en återbetalning till dig i krypto. Öppna länken nedan och ange adressen till din plånbok.",
    },
    paymentRequest: {
      subject: "Begäran om betalning för din beställning",
      intro: "Butiken ber dig betala det som återstår på din beställning. Öppna länken nedan för att betala med krypto.",
    },
    returnAddress: {
      subject: "Vart ska vi skicka tillbaka dina pengar?",
      intro: "Butiken skickar tillbaka din betalning till dig i krypto. Öppna länken nedan och ange adressen till din plånbok.",
    },
  },
}
