/** What customers see, in Polish. */
import type { CustomerWords } from "../words"

export const pl: CustomerWords = {
  language: "Język",
  pay: {
    pageTitle: "Płatność za zamówienie",
    orderName: "Zamówienie nr {id}",
    coin: "{asset} w sieci {network}{standard}",
    crypto: "{amount} {asset} w sieci {network}{standard}",
    form: {
      title: "Płatność za zamówienie nr {id}",
      intro: "{shop} prosi o opłacenie pozostałej kwoty za Twoje zamówienie:",
      introNoShop: "Sklep prosi o opłacenie pozostałej kwoty za Twoje zamówienie:",
      choose: "Czym zapłacić",
      submit: "Zapłać",
      next: "Przejdziesz na stronę płatności CryptoCloud, na której zobaczysz adres i dokładną kwotę do wysłania.",
      validUntil: "Link jest ważny do",
      noCoin: "Wybierz, czym chcesz zapłacić.",
    },
    again: {
      title: "Czas na płatność minął",
      text: "Strona płatności wygasła, zanim dotarła cała kwota. Możesz zapłacić ponownie:",
      partNote: "Przed jej wygaśnięciem dotarło {received}: sklep o tym wie i skontaktuje się z Tobą w tej sprawie.",
      submit: "Zapłać ponownie",
    },
    waiting: {
      title: "Czekamy na Twoją płatność",
      text: "Wyślij {crypto} na stronie płatności. Gdy sieć potwierdzi płatność, zobaczysz to na tej stronie.",
      open: "Otwórz stronę płatności",
      refreshes: "Ta strona odświeża się sama.",
      until: "Strona płatności jest otwarta do",
    },
    partial: {
      title: "Dotarła część Twojej płatności",
      received: "Otrzymano",
      stillDue: "Pozostało do wysłania",
      text: "Resztę wyślij na ten sam adres ze strony płatności, zanim wygaśnie.",
      open: "Otwórz stronę płatności",
    },
    paid: { title: "Dziękujemy – Twoja płatność dotarła", text: "{order} jest opłacone. Możesz zamknąć tę stronę." },
    redirect: { title: "Otwieramy stronę płatności…", text: "Jeśli nie otworzy się sama:", open: "Otwórz stronę płatności" },
    facts: { order: "Zamówienie", amountDue: "Do zapłaty" },
    nothingOwed: { title: "Nie ma nic do zapłaty", text: "{order} jest w pełni opłacone. Jeśli uważasz, że to błąd, skontaktuj się ze sklepem." },
    canceled: { title: "To zamówienie zostało anulowane", text: "Nie ma nic do zapłaty. Jeśli uważasz, że to błąd, skontaktuj się ze sklepem." },
    replaced: {
      title: "Ten link jest już nieważny",
      text: "Sklep wysłał Ci w międzyczasie nowszy link do tego zamówienia. Skorzystaj z najnowszego e-maila albo poproś sklep o nowy link.",
    },
    linkExpired: { title: "Ten link wygasł", text: "Poproś sklep o nowy link." },
    invalid: {
      title: "Ten link jest nieprawidłowy",
      text: "Upewnij się, że otwierasz cały link z e-maila. Jeśli nadal nie działa, poproś sklep o nowy link.",
    },
    unavailable: { title: "Tego zamówienia nie można tu opłacić kryptowalutą", text: "Skontaktuj się ze sklepem." },
    busy: { title: "Zbyt wiele prób", text: "Spróbuj ponownie za kilka minut." },
    badForm: { title: "Nie udało się odczytać formularza", text: "Otwórz stronę ponownie i wybierz, czym chcesz zapłacić.", back: "Wróć do strony" },
    error: { title: "Coś poszło nie tak", text: "Spróbuj ponownie za kilka minut. Jeśli problem się powtarza, skontaktuj się ze sklepem." },
  },
  refund: {
    pageTitle: "Twój zwrot",
    refund: "{amount} {asset} w sieci {network}{standard}",
    form: {
      title: "Dokąd wysłać zwrot?",
      intro: "Sklep zwraca Ci",
      label: "Twój adres {asset} w sieci {network}{standard}",
      help: "Skopiuj go ze swojego portfela (z ekranu „Odbierz” dla tej monety i sieci). Pieniądze wysłane na adres z innej sieci przepadłyby.",
      validUntil: "Z linku można skorzystać jeden raz, do",
      submit: "Dalej",
    },
    families: { bitcoin: "Bitcoin", litecoin: "Litecoin", evm: "Ethereum (lub innej sieci EVM)", tron: "Tron", solana: "Solana", ton: "TON" },
    expected: {
      bitcoin: "Potrzebny jest adres głównej sieci Bitcoin: zaczyna się od bc1, 1 lub 3.",
      litecoin: "Potrzebny jest adres głównej sieci Litecoin: zaczyna się od ltc1, L lub M.",
      evm: "Potrzebny jest adres sieci {network}: 0x i jeszcze 40 znaków szesnastkowych (0–9, a–f).",
      tron: "Potrzebny jest adres sieci Tron: 34 znaki, zaczyna się od T.",
      solana: "Potrzebny jest adres sieci Solana: od 32 do 44 liter i cyfr (bez 0, O, I i l).",
      ton: "Potrzebny jest adres sieci TON: 48 znaków, zwykle zaczyna się od EQ lub UQ.",
    },
    reasons: {
      empty: "Wpisz adres swojego portfela.",
      malformed:
        "W adresie jest spacja, znak nowego wiersza lub niewidoczny znak albo adres jest za długi. Skopiuj go z portfela jeszcze raz – sam adres, nic więcej.",
      payment_link: "To jest link do płatności (np. „tron:…?amount=…”), a nie adres. Wklej sam adres.",
      other_network: "Wygląda to na adres sieci {family}, a zwrot jest wysyłany w sieci {network}. Pieniądze wysłane na adres z innej sieci przepadają.",
      testnet: "To adres sieci testowej. Zwrot jest wysyłany w głównej sieci {network}.",
      checksum:
        "W adresie jest literówka: nie zgadza się jego wbudowana suma kontrolna, więc jakiś znak jest błędny, brakuje go albo jest zbędny. Skopiuj adres z portfela jeszcze raz, zamiast go przepisywać.",
      burn: "To adres do spalania: wszystko, co zostanie na niego wysłane, przepada bezpowrotnie. Podaj adres własnego portfela.",
      litecoin_p2sh:
        "Adresy zaczynające się od 3 to adresy Bitcoin (starsze adresy Litecoin w tej postaci nie są tu przyjmowane). Adresy Litecoin zaczynają się od ltc1, L lub M.",
      format: "To nie jest prawidłowy adres sieci {network}: sprawdź, czy został skopiowany w całości i bez zmian.",
    },
    confirm: {
      title: "Sprawdź adres",
      intro: "Porównaj go znak po znaku z adresem w portfelu – zwłaszcza początek i koniec.",
      refundTo: "Zwrot zostanie wysłany na adres",
      warning: "Płatności wysłanej na błędny adres nie da się odzyskać. Po potwierdzeniu nie będzie można ponownie użyć tego linku.",
      confirm: "Potwierdź",
      change: "Zmień",
    },
    done: {
      title: "Dziękujemy – adres został zapisany",
      text: "Sklep wyśle {refund} na ten adres:",
      next: "Nic więcej nie musisz robić – możesz zamknąć tę stronę. Zwrot wysyła sam sklep, więc może dotrzeć z pewnym opóźnieniem.",
    },
    used: {
      title: "Ten link został już wykorzystany",
      text: "Przez ten link podano już adres albo sklep wysłał Ci w międzyczasie nowszy link. Jeśli chcesz zmienić adres, poproś sklep o nowy link.",
    },
    expired: { title: "Ten link wygasł", text: "Poproś sklep o nowy link." },
    invalid: {
      title: "Ten link jest nieprawidłowy",
      text: "Upewnij się, że otwierasz cały link z e-maila. Jeśli nadal nie działa, poproś sklep o nowy link.",
    },
    unpayable: { title: "Tego zwrotu nie można tu wypłacić w kryptowalucie", text: "Skontaktuj się ze sklepem." },
    badForm: { title: "Nie udało się odczytać formularza", text: "Otwórz formularz ponownie i wypełnij go.", back: "Wróć do formularza" },
    error: { title: "Coś poszło nie tak", text: "Spróbuj ponownie za kilka minut. Jeśli problem się powtarza, skontaktuj się ze sklepem." },
  },
  email: {
    partialPayment: {
      subject: "Dotarła część Twojej płatności kryptowalutą",
      intro: "Dotarła część Twojej płatności, ale nie całość. Wyślij resztę przez link poniżej, zanim faktura wygaśnie.",
    },
    expiredWithPayment: {
      subject: "Twoja płatność kryptowalutą nie dotarła w całości",
      intro: "Faktura wygasła, zanim dotarła cała kwota. Sklep ma Twoją płatność i skontaktuje się z Tobą w sprawie dalszych kroków.",
    },
    latePayment: {
      subject: "Twoja płatność kryptowalutą dotarła po wygaśnięciu faktury",
      intro: "Twoja płatność dotarła po wygaśnięciu faktury. Sklep ją otrzymał i skontaktuje się z Tobą w sprawie zamówienia.",
    },
    refundAddress: {
      subject: "Dokąd wysłać Twój zwrot?",
      intro: "Sklep zwraca Ci pieniądze w kryptowalucie. Otwórz link poniżej i podaj adres swojego portfela.",
    },
    paymentRequest: {
      subject: "Prośba o płatność za Twoje zamówienie",
      intro: "Sklep prosi o opłacenie pozostałej kwoty za Twoje zamówienie. Otwórz link poniżej, aby zapłacić kryptowalutą.",
    },
    returnAddress: {
      subject: "Dokąd odesłać Twoje pieniądze?",
      intro: "Sklep odsyła Ci Twoją płatność w kryptowalucie. Otwórz link poniżej i podaj adres swojego portfela.",
    },
  },
}
