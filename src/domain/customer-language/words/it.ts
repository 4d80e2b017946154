/** What customers see, in Italian. */
import type { CustomerWords } from "../words"

export const it: CustomerWords = {
  language: "Lingua",
  pay: {
    pageTitle: "Pagamento dell’ordine",
    orderName: "Ordine #{id}",
    coin: "{asset} sulla rete {network}{standard}",
    crypto: "{amount} {asset} sulla rete {network}{standard}",
    form: {
      title: "Paga l’ordine #{id}",
      intro: "{shop} ti chiede di pagare l’importo ancora dovuto per il tuo ordine:",
      introNoShop: "Il negozio ti chiede di pagare l’importo ancora dovuto per il tuo ordine:",
      choose: "Paga con",
      submit: "Paga",
      next: "Si aprirà la pagina di pagamento di CryptoCloud, con l’indirizzo e l’importo esatto da inviare.",
      validUntil: "Scadenza del link:",
      noCoin: "Scegli con cosa pagare.",
    },
    again: {
      title: "Il tempo per pagare è scaduto",
      text: "La pagina di pagamento è scaduta prima che arrivasse l’intero importo. Puoi pagare di nuovo:",
      partNote: "Importo arrivato prima della scadenza: {received}. Il negozio ne è al corrente e ti contatterà in merito.",
      submit: "Paga di nuovo",
    },
    waiting: {
      title: "In attesa del tuo pagamento",
      text: "Invia {crypto} dalla pagina di pagamento. Quando la rete lo avrà confermato, questa pagina te lo mostrerà.",
      open: "Apri la pagina di pagamento",
      refreshes: "Questa pagina si aggiorna da sola.",
      until: "Scadenza della pagina di pagamento:",
    },
    partial: {
      title: "È arrivata una parte del tuo pagamento",
      received: "Ricevuto",
      stillDue: "Ancora da inviare",
      text: "Invia il resto allo stesso indirizzo, dalla pagina di pagamento, prima che scada.",
      open: "Apri la pagina di pagamento",
    },
    paid: { title: "Grazie, il tuo pagamento è arrivato", text: "{order} è pagato. Puoi chiudere questa pagina." },
    redirect: { title: "Apertura della pagina di pagamento…", text: "Se non si apre da sola:", open: "Apri la pagina di pagamento" },
    facts: { order: "Ordine", amountDue: "Importo dovuto" },
    nothingOwed: { title: "Niente da pagare", text: "{order} è già interamente pagato. Se pensi che si tratti di un errore, contatta il negozio." },
    canceled: { title: "Questo ordine è stato annullato", text: "Non c’è niente da pagare. Se pensi che si tratti di un errore, contatta il negozio." },
    replaced: {
      title: "Questo link non è più valido",
      text: "Nel frattempo il negozio ti ha inviato un link più recente per questo ordine. Usa l’email più recente oppure chiedi al negozio un nuovo link.",
    },
    linkExpired: { title: "Questo link è scaduto", text: "Chiedi al negozio un nuovo link." },
    invalid: {
      title: "Questo link non è valido",
      text: "Assicurati di aver aperto il link completo dall’email. Se continua a non funzionare, chiedi al negozio un nuovo link.",
    },
    unavailable: { title: "Questo ordine non può essere pagato in cripto qui", text: "Contatta il negozio." },
    busy: { title: "Troppi tentativi", text: "Riprova tra qualche minuto." },
    badForm: { title: "Impossibile leggere il modulo", text: "Riapri la pagina e scegli con cosa pagare.", back: "Torna alla pagina" },
    error: { title: "Qualcosa è andato storto", text: "Riprova tra qualche minuto. Se il problema persiste, contatta il negozio." },
  },
  refund: {
    pageTitle: "Il tuo rimborso",
    refund: "{amount} {asset} sulla rete {network}{standard}",
    form: {
      title: "Dove vuoi ricevere il rimborso?",
      intro: "Il negozio ti rimborsa",
      label: "Il tuo indirizzo {asset} sulla rete {network}{standard}",
      help: "Copialo dal tuo wallet (dalla schermata “Ricevi” di questa moneta e di questa rete). Con l’indirizzo di un’altra rete il denaro andrebbe perso.",
      validUntil: "Puoi usare questo link una sola volta. Scadenza:",
      submit: "Continua",
    },
    families: { bitcoin: "Bitcoin", litecoin: "Litecoin", evm: "Ethereum (EVM)", tron: "Tron", solana: "Solana", ton: "TON" },
    expected: {
      bitcoin: "Serve un indirizzo della rete principale Bitcoin: inizia con bc1, 1 o 3.",
      litecoin: "Serve un indirizzo della rete principale Litecoin: inizia con ltc1, L o M.",
      evm: "Serve un indirizzo {network}: 0x seguito da altri 40 caratteri esadecimali (0–9, a–f).",
      tron: "Serve un indirizzo Tron: 34 caratteri, inizia con T.",
      solana: "Serve un indirizzo Solana: da 32 a 44 lettere e cifre (senza 0, O, I e l).",
      ton: "Serve un indirizzo TON: 48 caratteri, di solito inizia con EQ o UQ.",
    },
    reasons: {
      empty: "Inserisci l’indirizzo del tuo wallet.",
      malformed:
        "L’indirizzo contiene uno spazio, un a capo o un carattere invisibile, oppure è troppo lungo. Copia di nuovo l’indirizzo dal tuo wallet: solo l’indirizzo.",
      payment_link: "Questo è un link di pagamento (come “tron:…?amount=…”), non un indirizzo. Incolla solo l’indirizzo.",
      other_network:
        "Sembra un indirizzo {family}, ma il rimborso viene inviato sulla rete {network}. Il denaro inviato a un indirizzo di un’altra rete va perso.",
      testnet: "Questo è l’indirizzo di una rete di test. Il rimborso viene inviato sulla rete principale {network}.",
      checksum:
        "Questo indirizzo contiene un errore di battitura: il suo controllo integrato (checksum) non corrisponde, quindi un carattere è sbagliato, mancante o in più. Copialo di nuovo dal tuo wallet invece di digitarlo.",
      burn: "Questo è un indirizzo di burn: tutto ciò che vi viene inviato viene distrutto. Indica l’indirizzo del tuo wallet.",
      litecoin_p2sh:
        "Gli indirizzi che iniziano con 3 sono indirizzi Bitcoin (i vecchi indirizzi Litecoin di questo tipo qui non sono accettati). Gli indirizzi Litecoin iniziano con ltc1, L o M.",
      format: "Questo non è un indirizzo {network} valido: controlla che sia stato copiato per intero e senza modifiche.",
    },
    confirm: {
      title: "Controlla l’indirizzo",
      intro: "Confrontalo con l’indirizzo nel tuo wallet, carattere per carattere — soprattutto l’inizio e la fine.",
      refundTo: "Il rimborso verrà inviato a",
      warning: "Un pagamento inviato a un indirizzo sbagliato non può essere recuperato. Dopo la conferma, questo link non potrà più essere usato.",
      confirm: "Conferma",
      change: "Modifica",
    },
    done: {
      title: "Grazie, il tuo indirizzo è stato salvato",
      text: "Il negozio invierà {refund} a questo indirizzo:",
      next: "Non devi fare altro: puoi chiudere questa pagina. Il rimborso lo invia direttamente il negozio, quindi potrebbe volerci un po’ prima che arrivi.",
    },
    used: {
      title: "Questo link è già stato usato",
      text: "Con questo link è già stato indicato un indirizzo, oppure nel frattempo il negozio ti ha inviato un link più recente. Se devi cambiare l’indirizzo, chiedi al negozio un nuovo link.",
    },
    expired: { title: "Questo link è scaduto", text: "Chiedi al negozio un nuovo link." },
    invalid: {
      title: "Questo link non è valido",
      text: "Assicurati di aver aperto il link completo dall’email. Se continua a non funzionare, chiedi al negozio un nuovo link.",
    },
    unpayable: { title: "Questo rimborso non può essere erogato in cripto qui", text: "Contatta il negozio." },
    badForm: { title: "Impossibile leggere il modulo", text: "Riapri il modulo e compilalo.", back: "Torna al modulo" },
    error: { title: "Qualcosa è andato storto", text: "Riprova tra qualche minuto. Se il problema persiste, contatta il negozio." },
  },
  email: {
    partialPayment: {
      subject: "È arrivata una parte del tuo pagamento in cripto",
      intro: "Una parte del tuo pagamento è arrivata, ma non l’intero importo. Invia il resto tramite il link qui sotto prima che la fattura scada.",
    },
    expiredWithPayment: {
      subject: "Il tuo pagamento in cripto è arrivato incompleto",
      intro: "La fattura è scaduta prima che arrivasse l’intero importo. Il negozio ha ricevuto il tuo pagamento e ti contatterà per i passi successivi.",
    },
    latePayment: {
      subject: "Il tuo pagamento in cripto è arrivato dopo la scadenza della fattura",
      intro: "Il tuo pagamento è arrivato dopo la scadenza della fattura. Il negozio lo ha ricevuto e ti contatterà riguardo al tuo ordine.",
    },
    refundAddress: {
      subject: "Dove dobbiamo inviare il tuo rimborso?",
      intro: "Il negozio ti rimborsa in cripto. Apri il link qui sotto e indica l’indirizzo del tuo wallet.",
    },
    paymentRequest: {
      subject: "Richiesta di pagamento per il tuo ordine",
      intro: "Il negozio ti chiede di pagare l’importo ancora dovuto per il tuo ordine. Apri il link qui sotto per pagare in cripto.",
    },
    returnAddress: {
      subject: "Dove dobbiamo restituirti il denaro?",
      intro: "Il negozio ti restituisce il pagamento in cripto. Apri il link qui sotto e indica l’indirizzo del tuo wallet.",
    },
  },
}
