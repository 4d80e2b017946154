/** What customers see, in German. */
import type { CustomerWords } from "../words"

export const de: CustomerWords = {
  language: "Sprache",
  pay: {
    pageTitle: "Zahlung der Bestellung",
    orderName: "Bestellung #{id}",
    coin: "{asset} im Netzwerk {network}{standard}",
    crypto: "{amount} {asset} im Netzwerk {network}{standard}",
    form: {
      title: "Bestellung #{id} bezahlen",
      intro: "{shop} bittet Sie, den noch offenen Betrag Ihrer Bestellung zu bezahlen:",
      introNoShop: "Der Shop bittet Sie, den noch offenen Betrag Ihrer Bestellung zu bezahlen:",
      choose: "Bezahlen mit",
      submit: "Bezahlen",
      next: "Sie werden zur Zahlungsseite von CryptoCloud weitergeleitet. Dort sehen Sie die Adresse und den genauen Betrag, den Sie senden müssen.",
      validUntil: "Dieser Link gilt bis",
      noCoin: "Bitte wählen Sie, womit Sie bezahlen möchten.",
    },
    again: {
      title: "Die Zeit zum Bezahlen ist abgelaufen",
      text: "Die Zahlungsseite ist abgelaufen, bevor der volle Betrag eingegangen ist. Sie können erneut bezahlen:",
      partNote: "Vor Ablauf sind bereits {received} eingegangen: Der Shop weiß davon und meldet sich deswegen bei Ihnen.",
      submit: "Erneut bezahlen",
    },
    waiting: {
      title: "Wir warten auf Ihre Zahlung",
      text: "Senden Sie {crypto} auf der Zahlungsseite. Sobald das Netzwerk die Zahlung bestätigt, sehen Sie es auf dieser Seite.",
      open: "Zahlungsseite öffnen",
      refreshes: "Diese Seite aktualisiert sich automatisch.",
      until: "Die Zahlungsseite ist geöffnet bis",
    },
    partial: {
      title: "Ein Teil Ihrer Zahlung ist eingegangen",
      received: "Eingegangen",
      stillDue: "Noch zu senden",
      text: "Senden Sie den Rest über die Zahlungsseite an dieselbe Adresse, bevor sie abläuft.",
      open: "Zahlungsseite öffnen",
    },
    paid: { title: "Vielen Dank – Ihre Zahlung ist eingegangen", text: "{order} ist bezahlt. Sie können diese Seite schließen." },
    redirect: { title: "Zahlungsseite wird geöffnet…", text: "Falls sie sich nicht von selbst öffnet:", open: "Zahlungsseite öffnen" },
    facts: { order: "Bestellung", amountDue: "Offener Betrag" },
    nothingOwed: {
      title: "Nichts zu bezahlen",
      text: "{order} ist bereits vollständig bezahlt. Wenn Sie glauben, dass das ein Fehler ist, wenden Sie sich bitte an den Shop.",
    },
    canceled: {
      title: "Diese Bestellung wurde storniert",
      text: "Es ist nichts zu bezahlen. Wenn Sie glauben, dass das ein Fehler ist, wenden Sie sich bitte an den Shop.",
    },
    replaced: {
      title: "Dieser Link ist nicht mehr gültig",
      text: "Der Shop hat Ihnen inzwischen einen neueren Link für diese Bestellung gesendet. Bitte verwenden Sie die neueste E-Mail oder fordern Sie beim Shop einen neuen Link an.",
    },
    linkExpired: { title: "Dieser Link ist abgelaufen", text: "Bitte fordern Sie beim Shop einen neuen Link an." },
    invalid: {
      title: "Dieser Link ist ungültig",
      text: "Prüfen Sie, ob Sie den vollständigen Link aus der E-Mail geöffnet haben. Wenn er trotzdem nicht funktioniert, fordern Sie bitte beim Shop einen neuen Link an.",
    },
    unavailable: { title: "Diese Bestellung kann hier nicht mit Krypto bezahlt werden", text: "Bitte wenden Sie sich an den Shop." },
    busy: { title: "Zu viele Versuche", text: "Bitte versuchen Sie es in ein paar Minuten erneut." },
    badForm: {
      title: "Das Formular konnte nicht gelesen werden",
      text: "Bitte öffnen Sie die Seite erneut und wählen Sie, womit Sie bezahlen möchten.",
      back: "Zurück zur Seite",
    },
    error: {
      title: "Etwas ist schiefgelaufen",
      text: "Bitte versuchen Sie es in ein paar Minuten erneut. Wenn das Problem weiterhin auftritt, wenden Sie sich an den Shop.",
    },
  },
  refund: {
    pageTitle: "Ihre Erstattung",
    refund: "{amount} {asset} im Netzwerk {network}{standard}",
    form: {
      title: "Wohin sollen wir Ihre Erstattung senden?",
      intro: "Der Shop erstattet Ihnen",
      label: "Ihre {asset}-Adresse im Netzwerk {network}{standard}",
      help: "Kopieren Sie sie aus Ihrem Wallet (Bildschirm „Empfangen“ für diesen Coin und dieses Netzwerk). Mit einer Adresse aus einem anderen Netzwerk ginge das Geld verloren.",
      validUntil: "Dieser Link ist nur einmal verwendbar und gilt bis",
      submit: "Weiter",
    },
    families: {
      bitcoin: "einer Bitcoin-Adresse",
      litecoin: "einer Litecoin-Adresse",
      evm: "einer Ethereum-Adresse (oder der eines anderen EVM-Netzwerks)",
      tron: "einer Tron-Adresse",
      solana: "einer Solana-Adresse",
      ton: "einer TON-Adresse",
    },
    expected: {
      bitcoin: "Es muss eine Adresse des Bitcoin-Hauptnetzwerks sein: Sie beginnt mit bc1, 1 oder 3.",
      litecoin: "Es muss eine Adresse des Litecoin-Hauptnetzwerks sein: Sie beginnt mit ltc1, L oder M.",
      evm: "Es muss eine Adresse im Netzwerk {network} sein: 0x und 40 weitere Hexadezimalzeichen (0–9, a–f).",
      tron: "Es muss eine Tron-Adresse sein: 34 Zeichen, beginnend mit T.",
      solana: "Es muss eine Solana-Adresse sein: 32 bis 44 Buchstaben und Ziffern (ohne 0, O, I und l).",
      ton: "Es muss eine TON-Adresse sein: 48 Zeichen, meist beginnend mit EQ oder UQ.",
    },
    reasons: {
      empty: "Bitte geben Sie die Adresse Ihres Wallets ein.",
      malformed:
        "Die Adresse enthält ein Leerzeichen, einen Zeilenumbruch oder ein unsichtbares Zeichen, oder sie ist zu lang. Kopieren Sie die Adresse erneut aus Ihrem Wallet – nur die Adresse selbst.",
      payment_link: "Das ist ein Zahlungslink (etwa „tron:…?amount=…“), keine Adresse. Fügen Sie nur die Adresse selbst ein.",
      other_network:
        "Das sieht nach {family} aus, die Erstattung wird aber im Netzwerk {network} gesendet. Geld, das an eine Adresse eines anderen Netzwerks gesendet wird, geht verloren.",
      testnet: "Das ist die Adresse eines Testnetzwerks. Die Erstattung wird im Hauptnetzwerk von {network} gesendet.",
      checksum:
        "Diese Adresse enthält einen Tippfehler: Ihre eingebaute Prüfung (Prüfsumme) stimmt nicht, ein Zeichen ist also falsch, fehlt oder ist zu viel. Kopieren Sie sie erneut aus Ihrem Wallet, statt sie abzutippen.",
      burn: "Das ist eine Burn-Adresse: Alles, was dorthin gesendet wird, ist vernichtet. Bitte geben Sie die Adresse Ihres eigenen Wallets an.",
      litecoin_p2sh:
        "Adressen, die mit 3 beginnen, sind Bitcoin-Adressen (alte Litecoin-Adressen dieser Form werden hier nicht angenommen). Litecoin-Adressen beginnen mit ltc1, L oder M.",
      format: "Das ist keine gültige Adresse im Netzwerk {network}: Prüfen Sie, ob sie vollständig und unverändert kopiert wurde.",
    },
    confirm: {
      title: "Prüfen Sie die Adresse",
      intro: "Vergleichen Sie sie Zeichen für Zeichen mit der Adresse in Ihrem Wallet – vor allem den Anfang und das Ende.",
      refundTo: "Die Erstattung wird gesendet an",
      warning: "Eine Zahlung an eine falsche Adresse kann nicht zurückgeholt werden. Nach Ihrer Bestätigung kann dieser Link nicht mehr verwendet werden.",
      confirm: "Bestätigen",
      change: "Ändern",
    },
    done: {
      title: "Vielen Dank – Ihre Adresse ist gespeichert",
      text: "Der Shop sendet {refund} an diese Adresse:",
      next: "Sie müssen nichts weiter tun und können diese Seite schließen. Der Shop sendet die Erstattung selbst, daher kann es etwas dauern, bis sie eingeht.",
    },
    used: {
      title: "Dieser Link wurde bereits verwendet",
      text: "Über diesen Link wurde bereits eine Adresse angegeben, oder der Shop hat Ihnen inzwischen einen neueren Link gesendet. Wenn Sie die Adresse ändern möchten, fordern Sie bitte beim Shop einen neuen Link an.",
    },
    expired: { title: "Dieser Link ist abgelaufen", text: "Bitte fordern Sie beim Shop einen neuen Link an." },
    invalid: {
      title: "Dieser Link ist ungültig",
      text: "Prüfen Sie, ob Sie den vollständigen Link aus der E-Mail geöffnet haben. Wenn er trotzdem nicht funktioniert, fordern Sie bitte beim Shop einen neuen Link an.",
    },
    unpayable: { title: "Diese Erstattung kann hier nicht in Krypto ausgezahlt werden", text: "Bitte wenden Sie sich an den Shop." },
    badForm: {
      title: "Das Formular konnte nicht gelesen werden",
      text: "Bitte öffnen Sie das Formular erneut und füllen Sie es aus.",
      back: "Zurück zum Formular",
    },
    error: {
      title: "Etwas ist schiefgelaufen",
      text: "Bitte versuchen Sie es in ein paar Minuten erneut. Wenn das Problem weiterhin auftritt, wenden Sie sich an den Shop.",
    },
  },
  email: {
    partialPayment: {
      subject: "Ein Teil Ihrer Kryptozahlung ist eingegangen",
      intro: "Ein Teil Ihrer Zahlung ist eingegangen, aber nicht der volle Betrag. Bitte senden Sie den Rest über den Link unten, bevor die Rechnung abläuft.",
    },
    expiredWithPayment: {
      subject: "Ihre Kryptozahlung ist unvollständig eingegangen",
      intro:
        "Die Rechnung ist abgelaufen, bevor der volle Betrag eingegangen ist. Der Shop hat Ihre Zahlung erhalten und meldet sich bei Ihnen wegen des weiteren Vorgehens.",
    },
    latePayment: {
      subject: "Ihre Kryptozahlung ist nach Ablauf der Rechnung eingegangen",
      intro: "Ihre Zahlung ist eingegangen, nachdem die Rechnung abgelaufen war. Der Shop hat sie erhalten und meldet sich bei Ihnen wegen Ihrer Bestellung.",
    },
    refundAddress: {
      subject: "Wohin sollen wir Ihre Erstattung senden?",
      intro: "Der Shop erstattet Ihnen einen Betrag in Krypto. Bitte öffnen Sie den Link unten und geben Sie die Adresse Ihres Wallets an.",
    },
    paymentRequest: {
      subject: "Zahlungsaufforderung für Ihre Bestellung",
      intro: "Der Shop bittet Sie, den noch offenen Betrag Ihrer Bestellung zu bezahlen. Öffnen Sie den Link unten, um mit Krypto zu bezahlen.",
    },
    returnAddress: {
      subject: "Wohin sollen wir Ihr Geld zurücksenden?",
      intro: "Der Shop sendet Ihnen Ihre Zahlung in Krypto zurück. Bitte öffnen Sie den Link unten und geben Sie die Adresse Ihres Wallets an.",
    },
  },
}
