#include "problem_words.h"

namespace gunjin::ui {

QString ProblemWords::record(ErrorKind kind) {
    switch (kind) {
    case ErrorKind::DamagedText:
        return tr("この棋譜ファイルは壊れていて読めません（途中が欠けているか、書き換えられて"
                  "います）。ファイルはそのままで、ほかの棋譜にも影響はありません。");
    case ErrorKind::NotOurFormat:
        return tr("このファイルは軍人将棋の棋譜ではありません。ファイルはそのままです。");
    case ErrorKind::NewerVersion:
        return tr("この棋譜は新しい版のアプリで書かれたため、この版では読めません。アプリを最新版"
                  "に更新してください。ファイルはそのままです。");
    case ErrorKind::Rules:
        return tr("この棋譜のルールはこの版のアプリでは扱えません。ファイルはそのままです。");
    case ErrorKind::IllegalMove:
        return tr("この棋譜にはルールで指せない手が記録されているため、再生できません。ファイルは"
                  "そのままです。");
    case ErrorKind::Setup:
        return tr("この棋譜の駒の並べ方がルールに合わないため、読めません。ファイルはそのままです"
                  "。");
    case ErrorKind::Other: break;
    }
    return tr("この棋譜ファイルは書き方に誤りがあって読めません。ファイルはそのままです。");
}

QString ProblemWords::resume(ErrorKind kind) {
    const QString why =
        kind == ErrorKind::DamagedText
            ? tr("この対局の棋譜ファイルが壊れているため、続きから遊べません。")
        : kind == ErrorKind::NewerVersion
            ? tr("この対局は新しい版のアプリで遊ばれたため、この版では続けられません。")
        : kind == ErrorKind::IllegalMove
            ? tr("この対局の棋譜にルールで指せない手が記録されているため、続きから遊べません。")
            : tr("この対局の棋譜ファイルに誤りがあるため、続きから遊べません。");
    return why + tr("ファイルはそのままで、ほかの棋譜にも影響はありません。");
}

QString ProblemWords::ruleCode() {
    return tr("このルールコードは読めません。オプションの名前か値が違います（例: "
              "classic:h3=flag）。");
}

QString ProblemWords::server(const QString& code) {
    if (code == QLatin1String("illegal_move") || code == QLatin1String("not_your_turn") ||
        code == QLatin1String("stale_ply"))
        return tr("サーバーがその手を受け付けませんでした。盤面はそのままです。");
    if (code == QLatin1String("illegal_setup") || code == QLatin1String("setup_locked"))
        return tr("サーバーがこの並べ方を受け付けませんでした。並べ方はそのままです。");
    if (code == QLatin1String("bad_rules"))
        return tr("サーバーがこのルールを受け付けませんでした。部屋は作られていません。");
    if (code == QLatin1String("bad_token"))
        return tr("サーバーがこの席を覚えていませんでした。棋譜はそのまま残っています。");
    if (code == QLatin1String("rate_limited") || code == QLatin1String("frame_too_large"))
        return tr(
            "サーバーへの送信が多すぎたため、接続が切られました。棋譜はそのまま残っています。");
    return tr("サーバーとのやりとりで問題が起きました。棋譜はそのまま残っています。");
}

QString ProblemWords::detail(const QString& text) {
    //: A secondary line under an error message: %1 is the technical text (in English)
    return text.isEmpty() ? QString() : tr("詳細: %1").arg(text);
}

} // namespace gunjin::ui
