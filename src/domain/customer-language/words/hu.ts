/** What customers see, in Hungarian. */
import type { CustomerWords } from "../words"

export const hu: CustomerWords = {
  language: "Nyelv",
  pay: {
    pageTitle: "Rendelés kifizetése",
    orderName: "Az Ön #{id} számú rendelése",
    coin: "{asset}, hálózat: {network}{standard}",
    crypto: "{amount} {asset}, hálózat: {network}{standard}",
    form: {
      title: "#{id} számú rendelés kifizetése",
      intro: "{shop} arra kéri, hogy fizesse ki a rendelésén még fennálló összeget:",
      introNoShop: "Az áruház arra kéri, hogy fizesse ki a rendelésén még fennálló összeget:",
      choose: "Mivel fizet",
      submit: "Fizetés",
      next: "Átirányítjuk a CryptoCloud fizetési oldalára, ahol megtalálja a címet és a pontosan elküldendő összeget.",
      validUntil: "A link érvényes eddig:",
      noCoin: "Válassza ki, mivel szeretne fizetni.",
    },
    again: {
      title: "Lejárt a fizetésre szánt idő",
      text: "A fizetési oldal lejárt, mielőtt a teljes összeg beérkezett. Újra fizethet:",
      partNote: "A lejárat előtt beérkezett összeg: {received}. Az áruház tud róla, és felveszi Önnel a kapcsolatot.",
      submit: "Fizetés újra",
    },
    waiting: {
      title: "Várjuk a fizetését",
      text: "Küldje el a fizetési oldalon a következőt: {crypto}. Amint a hálózat megerősíti, ez az oldal jelezni fogja.",
      open: "A fizetési oldal megnyitása",
      refreshes: "Ez az oldal magától frissül.",
      until: "A fizetési oldal elérhető eddig:",
    },
    partial: {
      title: "Fizetésének egy része beérkezett",
      received: "Beérkezett",
      stillDue: "Még elküldendő",
      text: "A maradékot ugyanarra a címre küldje a fizetési oldalról, mielőtt az lejár.",
      open: "A fizetési oldal megnyitása",
    },
    paid: { title: "Köszönjük, fizetése beérkezett", text: "{order} ki van fizetve. Ezt az oldalt bezárhatja." },
    redirect: { title: "A fizetési oldal megnyitása…", text: "Ha nem nyílik meg magától:", open: "A fizetési oldal megnyitása" },
    facts: { order: "Rendelés", amountDue: "Fizetendő összeg" },
    nothingOwed: {
      title: "Nincs mit fizetni",
      text: "{order} már teljesen ki van fizetve. Ha úgy gondolja, hogy ez tévedés, forduljon az áruházhoz.",
    },
    canceled: { title: "Ezt a rendelést törölték", text: "Nincs mit fizetni. Ha úgy gondolja, hogy ez tévedés, forduljon az áruházhoz." },
    replaced: {
      title: "Ez a link már nem érvényes",
      text: "Az áruház azóta újabb linket küldött Önnek ehhez a rendeléshez. Használja a legutóbbi e-mailt, vagy kérjen új linket az áruháztól.",
    },
    linkExpired: { title: "Ez a link lejárt", text: "Kérjen új linket az áruháztól." },
    invalid: {
      title: "Ez a link érvénytelen",
      text: "Ellenőrizze, hogy a teljes linket nyitotta-e meg az e-mailből. Ha így sem működik, kérjen új linket az áruháztól.",
    },
    unavailable: { title: "Ez a rendelés itt nem fizethető ki kriptovalutával", text: "Forduljon az áruházhoz." },
    busy: { title: "Túl sok próbálkozás", text: "Próbálja újra néhány perc múlva." },
    badForm: {
      title: "Az űrlapot nem sikerült beolvasni",
      text: "Nyissa meg újra az oldalt, és válassza ki, mivel szeretne fizetni.",
      back: "Vissza az oldalra",
    },
    error: { title: "Hiba történt", text: "Próbálja újra néhány perc múlva. Ha a hiba ismétlődik, forduljon az áruházhoz." },
  },
  refund: {
    pageTitle: "Visszatérítés",
    refund: "{amount} {asset}, hálózat: {network}{standard}",
    form: {
      title: "Hová küldjük a visszatérítést?",
      intro: "Az áruház visszatérítést küld Önnek:",
      label: "Az Ön {asset}-címe, hálózat: {network}{standard}",
      help: "Másolja ki a tárcájából (az adott érme és hálózat „Fogadás” képernyőjéről). Egy másik hálózat címére küldött pénz elveszne.",
      validUntil: "A link egyszer használható, és érvényes eddig:",
      submit: "Tovább",
    },
    families: {
      bitcoin: "Bitcoin-cím",
      litecoin: "Litecoin-cím",
      evm: "Ethereum-cím (vagy más EVM-hálózat címe)",
      tron: "Tron-cím",
      solana: "Solana-cím",
      ton: "TON-cím",
    },
    expected: {
      bitcoin: "A Bitcoin fő hálózatának címére van szükség: bc1-gyel, 1-gyel vagy 3-mal kezdődik.",
      litecoin: "A Litecoin fő hálózatának címére van szükség: ltc1-gyel, L-lel vagy M-mel kezdődik.",
      evm: "{network}-címre van szükség: 0x, majd további 40 hexadecimális karakter (0–9, a–f).",
      tron: "Tron-címre van szükség: 34 karakter, T-vel kezdődik.",
      solana: "Solana-címre van szükség: 32–44 betű és számjegy (0, O, I és l nélkül).",
      ton: "TON-címre van szükség: 48 karakter, általában EQ-val vagy UQ-val kezdődik.",
    },
    reasons: {
      empty: "Adja meg a tárcája címét.",
      malformed: "A címben szóköz, sortörés vagy láthatatlan karakter van, vagy túl hosszú. Másolja ki újra a címet a tárcájából – csak magát a címet.",
      payment_link: "Ez fizetési link (például „tron:…?amount=…”), nem cím. Csak magát a címet illessze be.",
      other_network: "Ez úgy néz ki, mint egy {family}, de a visszatérítés hálózata: {network}. A más hálózat címére küldött pénz elvész.",
      testnet: "Ez egy teszthálózati cím. A visszatérítést a fő hálózaton küldjük ({network}).",
      checksum:
        "A címben elírás van: a beépített ellenőrzőösszege nem egyezik, vagyis egy karakter hibás, hiányzik vagy fölösleges. Ne gépelje be, hanem másolja ki újra a tárcájából.",
      burn: "Ez egy megsemmisítési (burn) cím: minden, amit ide küldenek, végleg elvész. Adja meg a saját tárcája címét.",
      litecoin_p2sh:
        "A 3-mal kezdődő címek Bitcoin-címek (az ilyen formájú régi Litecoin-címeket itt nem fogadjuk el). A Litecoin-címek ltc1-gyel, L-lel vagy M-mel kezdődnek.",
      format: "Ez nem érvényes {network}-cím: ellenőrizze, hogy hiánytalanul és változatlanul másolta-e ki.",
    },
    confirm: {
      title: "Ellenőrizze a címet",
      intro: "Vesse össze karakterről karakterre a tárcájában látható címmel – főleg az elejét és a végét.",
      refundTo: "A visszatérítést erre a címre küldjük:",
      warning: "A rossz címre küldött fizetést nem lehet visszaszerezni. A megerősítés után ez a link többé nem használható.",
      confirm: "Megerősítés",
      change: "Módosítás",
    },
    done: {
      title: "Köszönjük, a címet elmentettük",
      text: "Visszatérítés: {refund}. Az áruház erre a címre küldi:",
      next: "Önnek nincs több teendője, ezt az oldalt bezárhatja. A visszatérítést maga az áruház küldi, ezért a beérkezése eltarthat egy ideig.",
    },
    used: {
      title: "Ezt a linket már felhasználták",
      text: "Ezen a linken már megadtak egy címet, vagy az áruház azóta újabb linket küldött Önnek. Ha módosítani szeretné a címet, kérjen új linket az áruháztól.",
    },
    expired: { title: "Ez a link lejárt", text: "Kérjen új linket az áruháztól." },
    invalid: {
      title: "Ez a link érvénytelen",
      text: "Ellenőrizze, hogy a teljes linket nyitotta-e meg az e-mailből. Ha így sem működik, kérjen új linket az áruháztól.",
    },
    unpayable: { title: "Ez a visszatérítés itt nem fizethető ki kriptovalutában", text: "Forduljon az áruházhoz." },
    badForm: { title: "Az űrlapot nem sikerült beolvasni", text: "Nyissa meg újra az űrlapot, és töltse ki.", back: "Vissza az űrlaphoz" },
    error: { title: "Hiba történt", text: "Próbálja újra néhány perc múlva. Ha a hiba ismétlődik, forduljon az áruházhoz." },
  },
  email: {
    partialPayment: {
      subject: "Kriptofizetésének egy része beérkezett",
      intro: "Fizetésének egy része beérkezett, de nem a teljes összeg. Kérjük, a maradékot az alábbi linken küldje el, mielőtt a számla lejár.",
    },
    expiredWithPayment: {
      subject: "Kriptofizetése nem érkezett meg teljes egészében",
      intro:
        "A számla lejárt, mielőtt a teljes összeg beérkezett. A befizetett összeg az áruháznál van, és az áruház felveszi Önnel a kapcsolatot a további teendőkről.",
    },
    latePayment: {
      subject: "Kriptofizetése a számla lejárta után érkezett meg",
      intro:
        "Fizetése azután érkezett meg, hogy a számla lejárt. Az összeg az áruháznál van, és az áruház a rendelésével kapcsolatban felveszi Önnel a kapcsolatot.",
    },
    refundAddress: {
      subject: "Hová küldjük a visszatérítést?",
      intro: "Az áruház kriptovalutában téríti vissza Önnek a pénzt. Kérjük, nyissa meg az alábbi linket, és adja meg a tárcája címét.",
    },
    paymentRequest: {
      subject: "Fizetési kérés a rendeléséhez",
      intro: "Az áruház arra kéri, hogy fizesse ki a rendelésén még fennálló összeget. A kriptovalutás fizetéshez nyissa meg az alábbi linket.",
    },
    returnAddress: {
      subject: "Hová küldjük vissza a pénzét?",
      intro: "Az áruház kriptovalutában visszaküldi Önnek a befizetett összeget. Kérjük, nyissa meg az alábbi linket, és adja meg a tárcája címét.",
    },
  },
}
