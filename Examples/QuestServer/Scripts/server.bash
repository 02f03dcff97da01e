# Starts and stops QuestServer for the scripts beside this file, which source it:
#
#     source "$(dirname "$0")/server.bash"
#     start_server "$server_binary" "$work/quests.sqlite" "$work/server.log" [more options…]
#     … "$server_pid" and "$server_port" are set …
#     stop_server
#
# The server listens on 127.0.0.1 and a port the system chooses (read from its log), on the
# database given, and is stopped with SIGINT, as Ctrl-C stops it.

# Makes a folder for one run's database and logs under .build (not /tmp, which other programs
# on a shared machine may clean while the run goes on) and prints its path.
make_work_folder() {
    mkdir -p .build
    mktemp -d "$PWD/.build/run.XXXXXX"
}

# Starts the server in the background and waits (10 s at most) for its "listening on" line.
start_server() {
    local binary="$1" database="$2" log="$3"
    shift 3
    "$binary" --port 0 --database "$database" "$@" >"$log" 2>&1 &
    server_pid=$!
    server_port=""
    for _ in $(seq 100); do
        server_port="$(sed -n 's/.*listening on 127\.0\.0\.1:\([0-9]*\).*/\1/p' "$log")"
        [ -n "$server_port" ] && return 0
        kill -0 "$server_pid" 2>/dev/null || break
        sleep 0.1
    done
    echo "The server did not start; its log:" >&2
    cat "$log" >&2
    return 1
}

# Stops the server started last with SIGINT and returns its exit status (0 for a clean stop).
stop_server() {
    kill -INT "$server_pid" 2>/dev/null || true
    local status=0
    wait "$server_pid" 2>/dev/null || status=$?
    return "$status"
}
