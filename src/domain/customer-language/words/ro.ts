/** What customers see, in Romanian. */
import type { CustomerWords } from "../words"

export const ro: CustomerWords = {
  language: "Limbă",
  pay: {
    pageTitle: "Plata comenzii",
    orderName: "Comanda #{id}",
    coin: "{asset} în rețeaua {network}{standard}",
    crypto: "{amount} {asset} în rețeaua {network}{standard}",
    form: {
      title: "Plătiți comanda #{id}",
      intro: "{shop} vă roagă să achitați suma rămasă de plată pentru comanda dumneavoastră:",
      introNoShop: "Magazinul vă roagă să achitați suma rămasă de plată pentru comanda dumneavoastră:",
      choose: "Plătiți cu",
      submit: "Plătiți",
      next: "Se va deschide pagina de plată CryptoCloud, cu adresa și suma exactă de trimis.",
      validUntil: "Acest link este valabil până la",
      noCoin: "Alegeți cu ce doriți să plătiți.",
    },
    again: {
      title: "Timpul de plată a expirat",
      text: "Pagina de plată a expirat înainte să sosească întreaga sumă. Puteți plăti din nou:",
      partNote: "Suma sosită înainte de expirare: {received}. Magazinul știe acest lucru și vă va contacta în legătură cu ea.",
      submit: "Plătiți din nou",
    },
    waiting: {
      title: "Așteptăm plata dumneavoastră",
      text: "Trimiteți {crypto} de pe pagina de plată. După ce rețeaua o confirmă, această pagină va afișa acest lucru.",
      open: "Deschideți pagina de plată",
      refreshes: "Această pagină se actualizează automat.",
      until: "Pagina de plată este deschisă până la",
    },
    partial: {
      title: "A sosit o parte din plata dumneavoastră",
      received: "Primit",
      stillDue: "Rămas de trimis",
      text: "Trimiteți restul la aceeași adresă, de pe pagina de plată, înainte ca aceasta să expire.",
      open: "Deschideți pagina de plată",
    },
    paid: { title: "Vă mulțumim — plata dumneavoastră a sosit", text: "{order} este plătită. Puteți închide această pagină." },
    redirect: { title: "Se deschide pagina de plată…", text: "Dacă nu se deschide automat:", open: "Deschideți pagina de plată" },
    facts: { order: "Comandă", amountDue: "Sumă de plată" },
    nothingOwed: { title: "Nimic de plată", text: "{order} nu mai are nimic de plată. Dacă credeți că este o greșeală, contactați magazinul." },
    canceled: { title: "Această comandă a fost anulată", text: "Nu este nimic de plată. Dacă credeți că este o greșeală, contactați magazinul." },
    replaced: {
      title: "Acest link nu mai este valabil",
      text: "Între timp, magazinul v-a trimis un link mai nou pentru această comandă. Folosiți cel mai recent e-mail sau cereți magazinului un link nou.",
    },
    linkExpired: { title: "Acest link a expirat", text: "Cereți magazinului un link nou." },
    invalid: {
      title: "Acest link nu este valid",
      text: "Verificați dacă ați deschis linkul complet din e-mail. Dacă tot nu funcționează, cereți magazinului un link nou.",
    },
    unavailable: { title: "Această comandă nu poate fi plătită aici în cripto", text: "Contactați magazinul." },
    busy: { title: "Prea multe încercări", text: "Încercați din nou peste câteva minute." },
    badForm: { title: "Formularul nu a putut fi citit", text: "Deschideți din nou pagina și alegeți cu ce plătiți.", back: "Înapoi la pagină" },
    error: { title: "A apărut o eroare", text: "Încercați din nou peste câteva minute. Dacă problema persistă, contactați magazinul." },
  },
  refund: {
    pageTitle: "Rambursarea dumneavoastră",
    refund: "{amount} {asset} în rețeaua {network}{standard}",
    form: {
      title: "Unde trimitem rambursarea?",
      intro: "Magazinul vă rambursează",
      label: "Adresa dumneavoastră {asset} în rețeaua {network}{standard}",
      help: "Copiați-o din portofel (ecranul „Primire” pentru această monedă și rețea). Cu adresa unei alte rețele, banii s-ar pierde.",
      validUntil: "Acest link poate fi folosit o singură dată, până la",
      submit: "Continuați",
    },
    families: { bitcoin: "Bitcoin", litecoin: "Litecoin", evm: "Ethereum (EVM)", tron: "Tron", solana: "Solana", ton: "TON" },
    expected: {
      bitcoin: "Este necesară o adresă din rețeaua principală Bitcoin: începe cu bc1, 1 sau 3.",
      litecoin: "Este necesară o adresă din rețeaua principală Litecoin: începe cu ltc1, L sau M.",
      evm: "Este necesară o adresă din rețeaua {network}: 0x urmat de încă 40 de caractere hexazecimale (0–9, a–f).",
      tron: "Este necesară o adresă din rețeaua Tron: 34 de caractere, începe cu T.",
      solana: "Este necesară o adresă din rețeaua Solana: între 32 și 44 de litere și cifre (fără 0, O, I și l).",
      ton: "Este necesară o adresă din rețeaua TON: 48 de caractere, de obicei începe cu EQ sau UQ.",
    },
    reasons: {
      empty: "Introduceți adresa portofelului dumneavoastră.",
      malformed: "Adresa conține un spațiu, un rând nou sau un caracter invizibil ori este prea lungă. Copiați din nou adresa din portofel: doar adresa.",
      payment_link: "Acesta este un link de plată (de tipul „tron:…?amount=…”), nu o adresă. Lipiți doar adresa.",
      other_network:
        "Aceasta pare o adresă din rețeaua {family}, dar rambursarea se trimite în rețeaua {network}. Banii trimiși la o adresă din altă rețea se pierd.",
      testnet: "Aceasta este o adresă dintr-o rețea de test. Rambursarea se trimite în rețeaua principală {network}.",
      checksum:
        "Adresa conține o greșeală de tastare: verificarea sa integrată (checksum) nu corespunde, deci un caracter este greșit, lipsește sau este în plus. Copiați-o din nou din portofel în loc să o tastați.",
      burn: "Aceasta este o adresă de ardere (burn): tot ce se trimite la ea este distrus. Indicați adresa propriului portofel.",
      litecoin_p2sh:
        "Adresele care încep cu 3 sunt adrese Bitcoin (adresele Litecoin vechi de acest tip nu sunt acceptate aici). Adresele Litecoin încep cu ltc1, L sau M.",
      format: "Aceasta nu este o adresă validă din rețeaua {network}: verificați dacă a fost copiată complet și fără modificări.",
    },
    confirm: {
      title: "Verificați adresa",
      intro: "Comparați-o cu adresa din portofel, caracter cu caracter — mai ales începutul și sfârșitul.",
      refundTo: "Rambursarea va fi trimisă la",
      warning: "O plată trimisă la o adresă greșită nu mai poate fi recuperată. După confirmare, acest link nu mai poate fi folosit.",
      confirm: "Confirmați",
      change: "Modificați",
    },
    done: {
      title: "Vă mulțumim — adresa a fost salvată",
      text: "Magazinul va trimite {refund} la această adresă:",
      next: "Nu mai trebuie să faceți nimic; puteți închide această pagină. Magazinul trimite singur rambursarea, așa că poate dura puțin până ajunge.",
    },
    used: {
      title: "Acest link a fost deja folosit",
      text: "Prin acest link a fost deja indicată o adresă sau, între timp, magazinul v-a trimis un link mai nou. Dacă trebuie să schimbați adresa, cereți magazinului un link nou.",
    },
    expired: { title: "Acest link a expirat", text: "Cereți magazinului un link nou." },
    invalid: {
      title: "Acest link nu este valid",
      text: "Verificați dacă ați deschis linkul complet din e-mail. Dacă tot nu funcționează, cereți magazinului un link nou.",
    },
    unpayable: { title: "Această rambursare nu poate fi plătită aici în cripto", text: "Contactați magazinul." },
    badForm: { title: "Formularul nu a putut fi citit", text: "Deschideți din nou formularul și completați-l.", back: "Înapoi la formular" },
    error: { title: "A apărut o eroare", text: "Încercați din nou peste câteva minute. Dacă problema persistă, contactați magazinul." },
  },
  email: {
    partialPayment: {
      subject: "A sosit o parte din plata dumneavoastră în cripto",
      intro: "O parte din plata dumneavoastră a sosit, dar nu toată suma. Trimiteți restul prin linkul de mai jos înainte ca factura să expire.",
    },
    expiredWithPayment: {
      subject: "Plata dumneavoastră în cripto a sosit incompletă",
      intro: "Factura a expirat înainte să sosească întreaga sumă. Magazinul a primit plata și vă va contacta în legătură cu pașii următori.",
    },
    latePayment: {
      subject: "Plata dumneavoastră în cripto a sosit după expirarea facturii",
      intro: "Plata dumneavoastră a sosit după ce factura expirase. Magazinul a primit-o și vă va contacta în legătură cu comanda.",
    },
    refundAddress: {
      subject: "Unde să vă trimitem rambursarea?",
      intro: "Magazinul vă rambursează în cripto. Deschideți linkul de mai jos și indicați adresa portofelului dumneavoastră.",
    },
    paymentRequest: {
      subject: "Plată solicitată pentru comanda dumneavoastră",
      intro: "Magazinul vă roagă să achitați suma rămasă de plată pentru comanda dumneavoastră. Deschideți linkul de mai jos pentru a plăti în cripto.",
    },
    returnAddress: {
      subject: "Unde să vă trimitem înapoi banii?",
      intro: "Magazinul vă returnează plata în cripto. Deschideți linkul de mai jos și indicați adresa portofelului dumneavoastră.",
    },
  },
}
