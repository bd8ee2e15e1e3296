# Sourced by the platform checks, after they set `log`. step WHAT COMMAND...: runs COMMAND
# with its output appended to the log; when it fails, prints the log's end and stops the check.
: >"$log"
step() {
    echo "== $1" >>"$log"
    "${@:2}" >>"$log" 2>&1 || { tail -60 "$log"; echo "FAIL: $1"; exit 1; }
}
