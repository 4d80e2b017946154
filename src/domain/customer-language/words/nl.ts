/** What customers see, in Dutch. */
import type { CustomerWords } from "../words"

export const nl: CustomerWords = {
  language: "Taal",
  pay: {
    pageTitle: "Betaling van de bestelling",
    orderName: "Bestelling #{id}",
    coin: "{asset} op {network}{standard}",
    crypto: "{amount} {asset} op {network}{standard}",
    form: {
      title: "Bestelling #{id} betalen",
      intro: "{shop} vraagt u het openstaande bedrag van uw bestelling te betalen:",
      introNoShop: "De winkel vraagt u het openstaande bedrag van uw bestelling te betalen:",
      choose: "Betalen met",
      submit: "Betalen",
      next: "U gaat naar de betaalpagina van CryptoCloud, met het adres en het exacte bedrag dat u moet versturen.",
      validUntil: "Deze link is geldig tot",
      noCoin: "Kies waarmee u wilt betalen.",
    },
    again: {
      title: "De betaaltijd is verstreken",
      text: "De betaalpagina is verlopen voordat het volledige bedrag binnen was. U kunt opnieuw betalen:",
      partNote: "Vóór het verlopen was al {received} binnengekomen: de winkel weet dit en neemt hierover contact met u op.",
      submit: "Opnieuw betalen",
    },
    waiting: {
      title: "Wachten op uw betaling",
      text: "Verstuur {crypto} via de betaalpagina. Zodra het netwerk de betaling bevestigt, ziet u dat op deze pagina.",
      open: "Betaalpagina openen",
      refreshes: "Deze pagina werkt zichzelf bij.",
      until: "De betaalpagina is open tot",
    },
    partial: {
      title: "Een deel van uw betaling is binnen",
      received: "Ontvangen",
      stillDue: "Nog te versturen",
      text: "Stuur het resterende bedrag via de betaalpagina naar hetzelfde adres, voordat die verloopt.",
      open: "Betaalpagina openen",
    },
    paid: { title: "Bedankt – uw betaling is binnen", text: "{order} is betaald. U kunt deze pagina sluiten." },
    redirect: { title: "Betaalpagina wordt geopend…", text: "Als die niet vanzelf opent:", open: "Betaalpagina openen" },
    facts: { order: "Bestelling", amountDue: "Te betalen" },
    nothingOwed: {
      title: "Niets te betalen",
      text: "{order} is al volledig betaald. Denkt u dat dit niet klopt, neem dan contact op met de winkel.",
    },
    canceled: {
      title: "Deze bestelling is geannuleerd",
      text: "Er valt niets te betalen. Denkt u dat dit niet klopt, neem dan contact op met de winkel.",
    },
    replaced: {
      title: "Deze link is niet meer geldig",
      text: "De winkel heeft u inmiddels een nieuwere link voor deze bestelling gestuurd. Gebruik de meest recente e-mail of vraag de winkel om een nieuwe link.",
    },
    linkExpired: { title: "Deze link is verlopen", text: "Vraag de winkel om een nieuwe link." },
    invalid: {
      title: "Deze link is ongeldig",
      text: "Controleer of u de volledige link uit de e-mail hebt geopend. Werkt hij nog steeds niet, vraag de winkel dan om een nieuwe link.",
    },
    unavailable: { title: "Deze bestelling kan hier niet met crypto worden betaald", text: "Neem contact op met de winkel." },
    busy: { title: "Te veel pogingen", text: "Probeer het over een paar minuten opnieuw." },
    badForm: {
      title: "Het formulier kon niet worden gelezen",
      text: "Open de pagina opnieuw en kies waarmee u wilt betalen.",
      back: "Terug naar de pagina",
    },
    error: {
      title: "Er is iets misgegaan",
      text: "Probeer het over een paar minuten opnieuw. Blijft het gebeuren, neem dan contact op met de winkel.",
    },
  },
  refund: {
    pageTitle: "Uw terugbetaling",
    refund: "{amount} {asset} op {network}{standard}",
    form: {
      title: "Waar moet uw terugbetaling naartoe?",
      intro: "De winkel betaalt u terug:",
      label: "Uw {asset}-adres op {network}{standard}",
      help: "Kopieer het uit uw wallet (het scherm ‘Ontvangen’ voor deze munt en dit netwerk). Met een adres van een ander netwerk zou het geld verloren gaan.",
      validUntil: "Deze link kan één keer worden gebruikt, tot",
      submit: "Doorgaan",
    },
    families: {
      bitcoin: "een Bitcoin-adres",
      litecoin: "een Litecoin-adres",
      evm: "een Ethereum-adres (of een adres van een ander EVM-netwerk)",
      tron: "een Tron-adres",
      solana: "een Solana-adres",
      ton: "een TON-adres",
    },
    expected: {
      bitcoin: "Het moet een adres van het Bitcoin-hoofdnetwerk zijn: het begint met bc1, 1 of 3.",
      litecoin: "Het moet een adres van het Litecoin-hoofdnetwerk zijn: het begint met ltc1, L of M.",
      evm: "Het moet een adres op {network} zijn: 0x en nog 40 hexadecimale tekens (0–9, a–f).",
      tron: "Het moet een Tron-adres zijn: 34 tekens, beginnend met T.",
      solana: "Het moet een Solana-adres zijn: 32 tot 44 letters en cijfers (zonder 0, O, I en l).",
      ton: "Het moet een TON-adres zijn: 48 tekens, meestal beginnend met EQ of UQ.",
    },
    reasons: {
      empty: "Vul het adres van uw wallet in.",
      malformed:
        "Het adres bevat een spatie, een regeleinde of een onzichtbaar teken, of het is te lang. Kopieer het adres opnieuw uit uw wallet: alleen het adres zelf.",
      payment_link: "Dit is een betaallink (zoals ‘tron:…?amount=…’), geen adres. Plak alleen het adres zelf.",
      other_network:
        "Dit lijkt {family}, maar de terugbetaling wordt verstuurd op {network}. Geld dat naar een adres van een ander netwerk wordt gestuurd, gaat verloren.",
      testnet: "Dit is een adres van een testnetwerk. De terugbetaling wordt verstuurd op het hoofdnetwerk van {network}.",
      checksum:
        "Dit adres bevat een typefout: de ingebouwde controle (checksum) klopt niet, dus er is een teken verkeerd, weggevallen of te veel. Kopieer het opnieuw uit uw wallet in plaats van het over te typen.",
      burn: "Dit is een burn-adres: alles wat ernaartoe wordt gestuurd, wordt vernietigd. Geef het adres van uw eigen wallet op.",
      litecoin_p2sh:
        "Adressen die met 3 beginnen, zijn Bitcoin-adressen (oude Litecoin-adressen in deze vorm worden hier niet geaccepteerd). Litecoin-adressen beginnen met ltc1, L of M.",
      format: "Dit is geen geldig adres op {network}: controleer of het volledig en ongewijzigd is gekopieerd.",
    },
    confirm: {
      title: "Controleer het adres",
      intro: "Vergelijk het teken voor teken met het adres in uw wallet, vooral het begin en het einde.",
      refundTo: "De terugbetaling wordt verstuurd naar",
      warning: "Een betaling naar een verkeerd adres kan niet worden teruggehaald. Na uw bevestiging kan deze link niet opnieuw worden gebruikt.",
      confirm: "Bevestigen",
      change: "Wijzigen",
    },
    done: {
      title: "Bedankt – uw adres is opgeslagen",
      text: "De winkel stuurt {refund} naar dit adres:",
      next: "U hoeft verder niets te doen en kunt deze pagina sluiten. De winkel verstuurt de terugbetaling zelf, dus het kan even duren voordat die binnenkomt.",
    },
    used: {
      title: "Deze link is al gebruikt",
      text: "Via deze link is al een adres opgegeven, of de winkel heeft u inmiddels een nieuwere link gestuurd. Wilt u het adres wijzigen, vraag de winkel dan om een nieuwe link.",
    },
    expired: { title: "Deze link is verlopen", text: "Vraag de winkel om een nieuwe link." },
    invalid: {
      title: "Deze link is ongeldig",
      text: "Controleer of u de volledige link uit de e-mail hebt geopend. Werkt hij nog steeds niet, vraag de winkel dan om een nieuwe link.",
    },
    unpayable: { title: "Deze terugbetaling kan hier niet in crypto worden uitbetaald", text: "Neem contact op met de winkel." },
    badForm: { title: "Het formulier kon niet worden gelezen", text: "Open het formulier opnieuw en vul het in.", back: "Terug naar het formulier" },
    error: {
      title: "Er is iets misgegaan",
      text: "Probeer het over een paar minuten opnieuw. Blijft het gebeuren, neem dan contact op met de winkel.",
    },
  },
  email: {
    partialPayment: {
      subject: "Een deel van uw cryptobetaling is binnen",
      intro: "Een deel van uw betaling is binnengekomen, maar niet alles. Stuur het resterende bedrag via de link hieronder, voordat de factuur verloopt.",
    },
    expiredWithPayment: {
      subject: "Uw cryptobetaling is onvolledig binnengekomen",
      intro:
        "De factuur is verlopen voordat het volledige bedrag binnen was. De winkel heeft uw betaling ontvangen en neemt contact met u op over het vervolg.",
    },
    latePayment: {
      subject: "Uw cryptobetaling kwam binnen nadat de factuur was verlopen",
      intro: "Uw betaling kwam binnen nadat de factuur al was verlopen. De winkel heeft de betaling ontvangen en neemt contact met u op over uw bestelling.",
    },
    refundAddress: {
      subject: "Waar moeten we uw terugbetaling naartoe sturen?",
      intro: "De winkel betaalt u terug in crypto. Open de link hieronder en geef het adres van uw wallet op.",
    },
    paymentRequest: {
      subject: "Betaalverzoek voor uw bestelling",
      intro: "De winkel vraagt u het openstaande bedrag van uw bestelling te betalen. Open de link hieronder om met crypto te betalen.",
    },
    returnAddress: {
      subject: "Waar moeten we uw geld naartoe terugsturen?",
      intro: "De winkel stuurt uw betaling in crypto naar u terug. Open de link hieronder en geef het adres van uw wallet op.",
    },
  },
}
