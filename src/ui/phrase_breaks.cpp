#include "phrase_breaks.h"

namespace gunjin::ui {

namespace {

constexpr QChar kWordJoiner(0x2060);

enum class Kind { Latin, Space, Hiragana, Word, Open, Quote, Close, Punct };

Kind kindOf(QChar c) {
    const char16_t u = c.unicode();
    if (u == u' ' || u == u'\u3000' || u == u'\n' || u == u'\t') return Kind::Space;
    if (u < 0x2E80) return Kind::Latin; // ASCII, Latin, symbols: Qt's own rules apply
    if (u >= 0x3041 && u <= 0x309F) return Kind::Hiragana;
    switch (u) {
    case u'（':
    case u'〔': return Kind::Open; // an aside: stays with the word before it
    case u'「':
    case u'『':
    case u'【':
    case u'〈':
    case u'《': return Kind::Quote; // a quotation: may start a line
    case u'）':
    case u'」':
    case u'』':
    case u'】':
    case u'〉':
    case u'》':
    case u'〕': return Kind::Close;
    case u'、':
    case u'。':
    case u'・':
    case u'：':
    case u'！':
    case u'？':
    case u'，':
    case u'．':
    case u'〜': return Kind::Punct;
    default: return Kind::Word; // kanji, katakana (with ー), full-width letters and digits
    }
}

bool isJapanese(Kind k) {
    return k != Kind::Latin && k != Kind::Space;
}

// Whether a line may break between two neighbouring characters of kinds a and b.
bool mayBreak(Kind a, Kind b) {
    if (a == Kind::Space || b == Kind::Space) return true; // spaces break as they always do
    if (!isJapanese(a) && !isJapanese(b)) return true;     // Latin: left to Qt
    if (b == Kind::Open || b == Kind::Close || b == Kind::Punct)
        return false; // stays with its word
    if (a == Kind::Open || a == Kind::Quote) return false;
    if (b == Kind::Quote) return true;
    if (a == Kind::Punct) return true;                 // after 、。・：
    if (a == Kind::Close) return b != Kind::Hiragana;  // （中級）と: the particle stays
    return a == Kind::Hiragana && b != Kind::Hiragana; // a new phrase starts
}

} // namespace

QString keepPhrases(const QString& text) {
    QString out;
    out.reserve(text.size() * 2);
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (i > 0 && text[i] != kWordJoiner && text[i - 1] != kWordJoiner &&
            !text[i].isLowSurrogate() && !mayBreak(kindOf(text[i - 1]), kindOf(text[i])))
            out += kWordJoiner;
        out += text[i];
    }
    return out;
}

QString tidySpacing(const QString& text) {
    QString out;
    out.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text[i] == u' ' && i > 0 && i + 1 < text.size() && isJapanese(kindOf(text[i - 1])) &&
            isJapanese(kindOf(text[i + 1])))
            continue;
        out += text[i];
    }
    return out;
}

} // namespace gunjin::ui
