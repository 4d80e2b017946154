/** What customers see, in Czech. */
import type { CustomerWords } from "../words"

export const cs: CustomerWords = {
  language: "Jazyk",
  pay: {
    pageTitle: "Platba objednávky",
    orderName: "Objednávka č. {id}",
    coin: "{asset} v síti {network}{standard}",
    crypto: "{amount} {asset} v síti {network}{standard}",
    form: {
      title: "Platba objednávky č. {id}",
      intro: "{shop} vás žádá o doplacení zbývající částky za objednávku:",
      introNoShop: "Obchod vás žádá o doplacení zbývající částky za objednávku:",
      choose: "Čím zaplatit",
      submit: "Zaplatit",
      next: "Přesměrujeme vás na platební stránku CryptoCloud, kde uvidíte adresu a přesnou částku k odeslání.",
      validUntil: "Odkaz platí do",
      noCoin: "Vyberte prosím, čím chcete zaplatit.",
    },
    again: {
      title: "Čas na zaplacení vypršel",
      text: "Platnost platební stránky vypršela dřív, než dorazila celá částka. Můžete zaplatit znovu:",
      partNote: "Před vypršením dorazilo {received}: obchod o tom ví a ozve se vám.",
      submit: "Zaplatit znovu",
    },
    waiting: {
      title: "Čekáme na vaši platbu",
      text: "Na platební stránce odešlete {crypto}. Jakmile síť platbu potvrdí, uvidíte to na této stránce.",
      open: "Otevřít platební stránku",
      refreshes: "Stránka se aktualizuje sama.",
      until: "Platební stránka je otevřená do",
    },
    partial: {
      title: "Dorazila část vaší platby",
      received: "Přijato",
      stillDue: "Zbývá odeslat",
      text: "Zbytek pošlete na stejnou adresu z platební stránky, dokud nevyprší.",
      open: "Otevřít platební stránku",
    },
    paid: { title: "Děkujeme – vaše platba dorazila", text: "{order} je zaplacena. Tuto stránku můžete zavřít." },
    redirect: { title: "Otevíráme platební stránku…", text: "Pokud se neotevře sama:", open: "Otevřít platební stránku" },
    facts: { order: "Objednávka", amountDue: "K úhradě" },
    nothingOwed: { title: "Není co platit", text: "{order} je plně zaplacena. Pokud si myslíte, že jde o chybu, kontaktujte prosím obchod." },
    canceled: { title: "Tato objednávka byla zrušena", text: "Není co platit. Pokud si myslíte, že jde o chybu, kontaktujte prosím obchod." },
    replaced: {
      title: "Tento odkaz už neplatí",
      text: "Obchod vám mezitím k této objednávce poslal novější odkaz. Použijte prosím nejnovější e-mail, nebo obchod požádejte o nový odkaz.",
    },
    linkExpired: { title: "Platnost odkazu vypršela", text: "Požádejte prosím obchod o nový odkaz." },
    invalid: {
      title: "Tento odkaz je neplatný",
      text: "Zkontrolujte, že jste z e-mailu otevřeli celý odkaz. Pokud ani tak nefunguje, požádejte prosím obchod o nový odkaz.",
    },
    unavailable: { title: "Tuto objednávku zde nelze zaplatit kryptoměnou", text: "Kontaktujte prosím obchod." },
    busy: { title: "Příliš mnoho pokusů", text: "Zkuste to prosím znovu za pár minut." },
    badForm: { title: "Formulář se nepodařilo načíst", text: "Otevřete stránku znovu a vyberte, čím chcete zaplatit.", back: "Zpět na stránku" },
    error: { title: "Něco se pokazilo", text: "Zkuste to prosím znovu za pár minut. Pokud se to opakuje, kontaktujte obchod." },
  },
  refund: {
    pageTitle: "Vrácení peněz",
    refund: "{amount} {asset} v síti {network}{standard}",
    form: {
      title: "Kam vám máme peníze vrátit?",
      intro: "Obchod vám vrací",
      label: "Vaše adresa {asset} v síti {network}{standard}",
      help: "Zkopírujte ji z peněženky (z obrazovky „Přijmout“ pro tuto minci a síť). Na adrese jiné sítě by se peníze ztratily.",
      validUntil: "Odkaz lze použít jednou, a to do",
      submit: "Pokračovat",
    },
    families: { bitcoin: "Bitcoin", litecoin: "Litecoin", evm: "Ethereum (nebo jiné sítě EVM)", tron: "Tron", solana: "Solana", ton: "TON" },
    expected: {
      bitcoin: "Musí to být adresa hlavní sítě Bitcoin: začíná na bc1, 1 nebo 3.",
      litecoin: "Musí to být adresa hlavní sítě Litecoin: začíná na ltc1, L nebo M.",
      evm: "Musí to být adresa sítě {network}: 0x a dalších 40 šestnáctkových znaků (0–9, a–f).",
      tron: "Musí to být adresa sítě Tron: 34 znaků, začíná na T.",
      solana: "Musí to být adresa sítě Solana: 32 až 44 písmen a číslic (bez 0, O, I a l).",
      ton: "Musí to být adresa sítě TON: 48 znaků, obvykle začíná na EQ nebo UQ.",
    },
    reasons: {
      empty: "Zadejte prosím adresu své peněženky.",
      malformed: "Adresa obsahuje mezeru, zalomení řádku nebo neviditelný znak, případně je příliš dlouhá. Zkopírujte z peněženky znovu jen samotnou adresu.",
      payment_link: "Toto je platební odkaz (např. „tron:…?amount=…“), ne adresa. Vložte jen samotnou adresu.",
      other_network: "Vypadá to na adresu sítě {family}, ale peníze se vracejí v síti {network}. Peníze odeslané na adresu jiné sítě se ztratí.",
      testnet: "Toto je adresa testovací sítě. Peníze se vracejí v hlavní síti {network}.",
      checksum:
        "V adrese je překlep: nesedí její kontrolní součet, takže některý znak je špatně, chybí nebo přebývá. Adresu znovu zkopírujte z peněženky, nepřepisujte ji ručně.",
      burn: "Toto je adresa pro pálení mincí: vše, co na ni přijde, je nenávratně zničeno. Zadejte prosím adresu své vlastní peněženky.",
      litecoin_p2sh:
        "Adresy začínající na 3 jsou adresy Bitcoin (starší adresy Litecoin v tomto tvaru zde nepřijímáme). Adresy Litecoin začínají na ltc1, L nebo M.",
      format: "Toto není platná adresa sítě {network}: zkontrolujte, že je zkopírovaná celá a beze změn.",
    },
    confirm: {
      title: "Zkontrolujte adresu",
      intro: "Porovnejte ji znak po znaku s adresou v peněžence – hlavně začátek a konec.",
      refundTo: "Peníze vrátíme na adresu",
      warning: "Platbu odeslanou na špatnou adresu nelze vrátit. Po potvrzení už tento odkaz nepůjde znovu použít.",
      confirm: "Potvrdit",
      change: "Změnit",
    },
    done: {
      title: "Děkujeme – adresa je uložena",
      text: "Obchod pošle {refund} na tuto adresu:",
      next: "Nic dalšího od vás nepotřebujeme, tuto stránku můžete zavřít. Peníze posílá přímo obchod, takže mohou dorazit s malým zpožděním.",
    },
    used: {
      title: "Tento odkaz už byl použit",
      text: "Přes tento odkaz už byla zadána adresa, nebo vám obchod mezitím poslal novější odkaz. Pokud potřebujete adresu změnit, požádejte prosím obchod o nový odkaz.",
    },
    expired: { title: "Platnost odkazu vypršela", text: "Požádejte prosím obchod o nový odkaz." },
    invalid: {
      title: "Tento odkaz je neplatný",
      text: "Zkontrolujte, že jste z e-mailu otevřeli celý odkaz. Pokud ani tak nefunguje, požádejte prosím obchod o nový odkaz.",
    },
    unpayable: { title: "Tyto peníze zde nelze vrátit v kryptoměně", text: "Kontaktujte prosím obchod." },
    badForm: { title: "Formulář se nepodařilo načíst", text: "Otevřete formulář znovu a vyplňte ho.", back: "Zpět na formulář" },
    error: { title: "Něco se pokazilo", text: "Zkuste to prosím znovu za pár minut. Pokud se to opakuje, kontaktujte obchod." },
  },
  email: {
    partialPayment: {
      subject: "Dorazila část vaší kryptoplatby",
      intro: "Dorazila část vaší platby, ale ne celá. Zbytek prosím pošlete přes odkaz níže, než faktura vyprší.",
    },
    expiredWithPayment: {
      subject: "Vaše kryptoplatba nedorazila celá",
      intro: "Faktura vypršela dřív, než dorazila celá částka. Obchod vaši platbu má a ozve se vám ohledně dalšího postupu.",
    },
    latePayment: {
      subject: "Vaše kryptoplatba dorazila až po vypršení faktury",
      intro: "Vaše platba dorazila až poté, co faktura vypršela. Obchod ji má a ozve se vám ohledně objednávky.",
    },
    refundAddress: {
      subject: "Kam vám máme vrátit peníze?",
      intro: "Obchod vám vrací peníze v kryptoměně. Otevřete prosím odkaz níže a zadejte adresu své peněženky.",
    },
    paymentRequest: {
      subject: "Žádost o platbu za vaši objednávku",
      intro: "Obchod vás žádá o doplacení zbývající částky za objednávku. Pro platbu kryptoměnou otevřete odkaz níže.",
    },
    returnAddress: {
      subject: "Kam vám máme poslat peníze zpět?",
      intro: "Obchod vám vrací vaši platbu v kryptoměně. Otevřete prosím odkaz níže a zadejte adresu své peněženky.",
    },
  },
}
