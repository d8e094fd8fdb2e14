#!/usr/bin/env bash
# bench.sh times whole runs of the program: -s on each puzzle collection in
# the data folder (SUDOKU_DATA, by default ../shared/data), on the first
# 8000 of the hardest, and on a million puzzles of 55 blanks, on one core
# and on all, next to a reference solver if REF names one; -rate on the
# collections, and the SE rating's figures (in bulk on all cores, the
# hardest on one) next to their goals; -se's searches; -c 1000000 next to cat and dd copying a file of the same size and
# next to a program that only writes as many bytes; -check of those grids
# next to cat reading them; and -n making puzzles, each kind (-m, -se …) in
# turn with puzzles of -u, its yardstick; with SE_REF, the se column next
# to a reference rater. It prints wall time,
# puzzles or grids per second, peak memory, and the ratios to those
# yardsticks.
set -eu
data=${SUDOKU_DATA:-../shared/data}
bin=./sudoku
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# measure CMD... runs CMD and sets secs and kb (peak memory, or ? if unknown).
measure() {
	if [ -x /usr/bin/time ]; then
		/usr/bin/time -o "$tmp/time" -f '%e %M' "$@" >/dev/null
		read -r secs kb <"$tmp/time"
	else
		local start end
		start=$(date +%s%N)
		"$@" >/dev/null
		end=$(date +%s%N)
		secs=$(awk -v d=$((end - start)) 'BEGIN { printf "%.2f", d / 1e9 }')
		kb='?'
	fi
}

timed() { # timed NAME CMD... prints NAME and the microseconds CMD took, whose output goes to /dev/null
	local name=$1 start=$EPOCHREALTIME end
	shift
	"$@" >/dev/null
	end=$EPOCHREALTIME
	echo "$name $((${end/./} - ${start/./}))"
}

rate() { awk -v n="$1" -v s="$2" 'BEGIN { if (s > 0) printf "%.0f", n / s; else print "-" }'; }

echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo 2>/dev/null | cut -d: -f2 | sed 's/^ //')"

# -s on every collection, with one core and with all, the runs in turn,
# the median of REPS_S each (four times as many for a file of fewer than
# 5000 puzzles); with REF set to a command that solves the
# puzzles of the file named after it, one a line (a reference solver on
# one thread), that too, and the ratios to it.
median() { sort -n | awk '{ t[NR] = $1 } END { printf "%.3f", t[int((NR + 1) / 2)] / 1e6 }'; }
solve_times() { # solve_times FILE N prints the median seconds of one core, all cores and REF
	local f=$1 name reps=${REPS_S:-5}
	# A run of a small file takes a few tens of milliseconds, which the
	# machine's other work moves by a tenth or more: more runs.
	[ "$2" -ge 5000 ] || reps=$((4 * reps))
	for _ in $(seq "$reps"); do
		# Set so, not through env, which would add a program's start to
		# the time, where the reference solver has none.
		GOMAXPROCS=1 timed one "$bin" -s "$f" -o "$tmp/out.txt"
		timed all "$bin" -s "$f" -o "$tmp/out.txt"
		[ -z "${REF:-}" ] || timed ref $REF "$f" 2>/dev/null
	done >"$tmp/solve"
	for name in one all ref; do
		awk -v k=$name '$1 == k { print $2 }' "$tmp/solve" | median
		printf ' '
	done
	echo
}
printf '%-44s %8s %8s %8s %8s %9s %9s\n' run puzzles 1core_s cores_s ref_s 1core/ref cores/ref
solve_row() { # solve_row NAME FILE N
	local one all ref
	read -r one all ref < <(solve_times "$2" "$3")
	[ -n "${REF:-}" ] || ref=-
	awk -v name="$1" -v n="$3" -v o="$one" -v a="$all" -v r="$ref" 'BEGIN {
		x = r > 0 ? sprintf("%.2f", o / r) : "-"; y = r > 0 ? sprintf("%.2f", a / r) : "-"
		printf "%-44s %8d %8.3f %8.3f %8s %9s %9s\n", name, n, o, a, r, x, y }'
}
for f in "$data"/*.txt; do
	[ -e "$f" ] || { echo "no puzzle collections in $data"; break; }
	solve_row "-s $(basename "$f")" "$f" "$(wc -l <"$f")"
done
if [ -e "$data/puzzles5_forum_hardest_1905_11plus.txt" ]; then
	head -8000 "$data/puzzles5_forum_hardest_1905_11plus.txt" >"$tmp/hard8000.txt"
	solve_row "-s the first 8000 of hardest_1905_11plus" "$tmp/hard8000.txt" 8000
fi
"$bin" -n 1000000 -r 55 -seed 1 -format line -o "$tmp/million.txt"
solve_row "-s 1000000 puzzles, 55 random blanks" "$tmp/million.txt" 1000000
"$bin" -n 1000000 -r 55 -seed 1 -o "$tmp/million.txt"
measure "$bin" -s "$tmp/million.txt" -o "$tmp/out.txt"
printf '%-44s %8d %10s s %9s MB peak\n' "-s 1000000 grid-form puzzles, 55 blanks" 1000000 "$secs" "$((${kb/\?/0} / 1024))"
rm -f "$tmp/million.txt" "$tmp/out.txt"

# The start, which weighs on the small files above: -s of one puzzle next
# to a Go program and, where cc is found, a C program that do nothing, the
# runs in turn, REPS times.
printf 'package main\n\nfunc main() {}\n' >"$tmp/empty.go"
go build -o "$tmp/empty" "$tmp/empty.go"
if command -v cc >/dev/null; then
	printf 'int main(void) { return 0; }\n' >"$tmp/empty.c"
	cc -O2 -o "$tmp/emptyc" "$tmp/empty.c" || rm -f "$tmp/emptyc"
fi
echo '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79' >"$tmp/one.txt"
for _ in $(seq "${REPS:-15}"); do
	GOMAXPROCS=1 timed one "$bin" -s "$tmp/one.txt" -o "$tmp/out.txt"
	timed go "$tmp/empty"
	if [ -x "$tmp/emptyc" ]; then timed c "$tmp/emptyc"; fi
done >"$tmp/starts"
echo
printf '%-44s %10s\n' run median_ms
for k in one go c; do
	case $k in
	one) name="-s of one puzzle, one core" ;;
	go) name="a Go program that does nothing" ;;
	c) name="a C program that does nothing" ;;
	esac
	awk -v k=$k '$1 == k { print $2 }' "$tmp/starts" | sort -n | awk -v name="$name" '{ t[NR] = $1 }
		END { if (NR) printf "%-44s %10.2f\n", name, t[int((NR + 1) / 2)] / 1000 }'
done
rm -f "$tmp/out.txt"

# -rate on the collections: the share of the puzzles with one solution that
# the human solver explains without its last resorts (forcing and trial),
# the time that takes, and the se column's ratings: their least and median, and for
# the SE-rated file their agreement with its published ratings, exact and
# within 0.2. Of the hardest sets, whose SE ratings take seconds a puzzle
# (nested chains), the first 40.
echo
printf '%-44s %8s %10s %12s %7s %7s %8s %8s\n' run puzzles seconds explained se_min se_med exact near
for f in "$data"/*.txt; do
	[ -e "$f" ] || break
	case $f in *11plus* | *1106*) head -40 "$f" >"$tmp/rate.txt" ;; *) cp "$f" "$tmp/rate.txt" ;; esac
	start=$EPOCHREALTIME
	"$bin" -rate "$tmp/rate.txt" >"$tmp/rated.txt"
	end=$EPOCHREALTIME
	read -r lo med < <(awk -F'\t' 'NR > 1 && $3 == 1 { print $6 }' "$tmp/rated.txt" | sort -n |
		awk '{ v[NR] = $1 } END { print NR ? v[1] " " v[int((NR + 1) / 2)] : "- -" }')
	cut -c83- "$tmp/rate.txt" | paste - <(tail -n +2 "$tmp/rated.txt") | awk -F'\t' -v name="-rate $(basename "$f")" \
		-v n="$(wc -l <"$tmp/rate.txt")" -v s="$(awk -v a="$start" -v b="$end" 'BEGIN { print b - a }')" -v lo="$lo" -v med="$med" '
		$4 == 1 { m++; if ($(NF - 2) + $(NF - 1) == 0) ok++ }
		$4 == 1 && $1 != "" { k++; d = $7 - $1; if (d < 0) d = -d; if (d < 0.05) ex++; if (d < 0.25) near++ }
		END {
			printf "%-44s %8d %10.2f %12s %7s %7s %8s %8s\n", name, n, s, m ? sprintf("%.1f%%", 100 * ok / m) : "-", lo, med,
				k ? sprintf("%.1f%%", 100 * ex / k) : "-", k ? sprintf("%.1f%%", 100 * near / k) : "-" }'
done

# The rating figures the hardest puzzles asked for: -rate of the SE-rated
# collection (SE 5.2 to 9.1) on every core, in puzzles a second, next to
# the figure when they were asked for (400) and the goal (1000); and -rate
# of the first SE_HARD (20) puzzles of the 11+ collection on one core, in
# seconds a puzzle, next to 3.4 and the goal, 0.5. With SE_REF, the share
# of the ratings it gives too: of the first SE_BULK_REF (300) of the
# 2000, and of the first SE_HARD_REF (2) of the hardest, which it rates in
# about two minutes each.
rated="$data/se_rated_sudoku_exchange_2000.txt"
hardest="$data/puzzles5_forum_hardest_1905_11plus.txt"
if [ -e "$rated" ] && [ -e "$hardest" ]; then
	echo
	printf '%-44s %8s %10s %12s %8s %8s %8s\n' run puzzles seconds figure before goal ref_exact
	cut -c1-81 "$rated" >"$tmp/bulk.txt"
	head -"${SE_HARD:-20}" "$hardest" | cut -c1-81 >"$tmp/hardest.txt"
	agree() { # agree FILE N prints the share of the first N puzzles of FILE -rate and SE_REF rate alike
		[ -n "${SE_REF:-}" ] || { echo -; return; }
		head -"$2" "$1" >"$tmp/agree.txt"
		paste <("$bin" -rate "$tmp/agree.txt" | tail -n +2 | cut -f6) <("$SE_REF" "$tmp/agree.txt") |
			awk '{ n++; if ($1 == $2) k++ } END { printf "%.1f%%", 100 * k / n }'
	}
	measure "$bin" -rate "$tmp/bulk.txt"
	printf '%-44s %8d %10s %12s %8s %8s %8s\n' "-rate $(basename "$rated"), cores" 2000 "$secs" \
		"$(rate 2000 "$secs")/s" 400/s 1000/s "$(agree "$tmp/bulk.txt" "${SE_BULK_REF:-300}")"
	n=$(wc -l <"$tmp/hardest.txt")
	measure env GOMAXPROCS=1 "$bin" -rate "$tmp/hardest.txt"
	printf '%-44s %8d %10s %12s %8s %8s %8s\n' "-rate $n of hardest_1905_11plus, 1 core" "$n" "$secs" \
		"$(awk -v s="$secs" -v n="$n" 'BEGIN { printf "%.2f s", s / n }')" "3.4 s" "0.5 s" "$(agree "$tmp/hardest.txt" "${SE_HARD_REF:-2}")"
fi

# With SE_REF set to a command that rates each 81-character line of the
# file named after it (as a wrapper of SukakuExplainer's serate does), the se
# column next to it on fresh puzzles of every band: -n -u, -m 1 to 3 and
# -se, rated by both, the agreement and the time of each.
if [ -n "${SE_REF:-}" ]; then
	echo
	printf '%-44s %8s %10s %10s %8s %8s\n' run puzzles seconds ref_s exact near
	for args in "100 -r 50~58 -u" "100 -m 1" "100 -m 2" "100 -m 3" "100 -se 4.0~6.0" "100 -se 6.0~8.0" "40 -se 8.0~9.0"; do
		"$bin" -n $args -seed 1 -format line -o "$tmp/p.txt"
		measure "$bin" -rate "$tmp/p.txt"
		ours=$secs
		"$bin" -rate "$tmp/p.txt" | tail -n +2 | cut -f6 >"$tmp/ours.txt"
		measure "$SE_REF" "$tmp/p.txt"
		"$SE_REF" "$tmp/p.txt" >"$tmp/ref.txt"
		paste "$tmp/ours.txt" "$tmp/ref.txt" | awk -v name="-rate of -n $args" -v o="$ours" -v r="$secs" '
			{ n++; d = $1 - $2; if (d < 0) d = -d; if (d < 0.05) ex++; if (d < 0.25) near++ }
			END { printf "%-44s %8d %10s %10s %7.1f%% %7.1f%%\n", name, n, o, r, 100 * ex / n, 100 * near / n }'
	done
fi

# -se searches for the hardest puzzles, on every core: the time for each
# range next to the issue's goal (three of 9.5~10.0 within 5 minutes on 2
# cores), the ratings -rate gives the puzzles found, and with SE_REF,
# serate's.
echo
printf '%-44s %8s %10s %8s %14s %14s\n' run puzzles seconds goal ratings ref_ratings
for args in "3 -se 9.1~9.3" "3 -se 9.5~10.0"; do
	goal=-
	if [ "$args" = "3 -se 9.5~10.0" ]; then goal=300; fi
	measure "$bin" -n $args -seed 1 -limit "${SEARCH_LIMIT:-600}" -format line -o "$tmp/hard.txt" || true
	if [ ! -s "$tmp/hard.txt" ]; then
		printf '%-44s %8s %10s %8s %14s %14s\n' "-n $args" "${args%% *}" "> ${SEARCH_LIMIT:-600}" "$goal" - -
		continue
	fi
	ours=$("$bin" -rate "$tmp/hard.txt" | tail -n +2 | cut -f6 | paste -sd, -)
	ref=-
	if [ -n "${SE_REF:-}" ]; then ref=$("$SE_REF" "$tmp/hard.txt" | paste -sd, -); fi
	printf '%-44s %8s %10s %8s %14s %14s\n' "-n $args" "${args%% *}" "$secs" "$goal" "$ours" "$ref"
	rm -f "$tmp/hard.txt"
done

# -c 1000000 over an existing file, as in repeated grading runs, next to
# copying a file of the same size, already in the page cache, over another:
# with cat (GNU cat 9 copies in the kernel, with copy_file_range) and with
# dd (read and write, as the program does); and next to the floor of this
# machine, a program that only writes as many bytes from a small buffer to
# a file beside the target, exchanges the two and removes the old one, as
# the program does. The runs take turns, REPS times, as the machine is
# shared; the best and the median of each are shown.
cat >"$tmp/floor.go" <<'EOF'
// Floor writes N bytes to a new file beside FILE from a small buffer, puts
// it in place of FILE and removes the old one: floor FILE N.
package main

import (
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"syscall"
	"unsafe"
)

func main() {
	name, tmp := os.Args[1], filepath.Join(filepath.Dir(os.Args[1]), ".floor.tmp")
	n, err := strconv.Atoi(os.Args[2])
	check(err)
	f, err := os.Create(tmp)
	check(err)
	buf := make([]byte, 128<<10)
	for ; n > 0; n -= len(buf) {
		_, err = f.Write(buf[:min(n, len(buf))])
		check(err)
	}
	check(f.Close())
	// renameat2(AT_FDCWD, tmp, AT_FDCWD, name, RENAME_EXCHANGE), or a rename
	// where the system cannot exchange.
	sys := map[string]uintptr{"amd64": 316, "arm64": 276}[runtime.GOARCH]
	a, _ := syscall.BytePtrFromString(tmp)
	b, _ := syscall.BytePtrFromString(name)
	cwd := ^uintptr(99) // -100
	if _, _, errno := syscall.Syscall6(sys, cwd, uintptr(unsafe.Pointer(a)), cwd, uintptr(unsafe.Pointer(b)), 2, 0); errno != 0 {
		check(os.Rename(tmp, name))
		return
	}
	check(os.Remove(tmp))
}

func check(err error) {
	if err != nil {
		panic(err)
	}
}
EOF
go build -o "$tmp/floor" "$tmp/floor.go"
copy() { cat "$tmp/src.txt" >"$tmp/cat.txt"; }
"$bin" -c 1000000 -o "$tmp/src.txt"
size=$(wc -c <"$tmp/src.txt")
for f in grids cat dd floor; do cp "$tmp/src.txt" "$tmp/$f.txt"; done
for _ in $(seq "${REPS:-15}"); do
	timed gen "$bin" -c 1000000 -o "$tmp/grids.txt"
	timed floor "$tmp/floor" "$tmp/floor.txt" "$size"
	timed null "$bin" -c 1000000 -o /dev/null
	timed cat copy
	timed dd dd if="$tmp/src.txt" of="$tmp/dd.txt" bs=128k status=none
done >"$tmp/runs"
best_median() { # best_median NAME prints the best and the median time of NAME in seconds
	awk -v k="$1" '$1 == k { print $2 }' "$tmp/runs" | sort -n |
		awk '{ t[NR] = $1 } END { printf "%.3f %.3f\n", t[1] / 1e6, t[int((NR + 1) / 2)] / 1e6 }'
}
read -r gen genmed < <(best_median gen)
read -r floor floormed < <(best_median floor)
read -r null nullmed < <(best_median null)
read -r cat catmed < <(best_median cat)
read -r dd ddmed < <(best_median dd)
measure "$bin" -c 1000000 -o "$tmp/grids.txt" # for the peak memory
echo
printf '%-44s %8s %10s %10s %9s\n' run grids best_s median_s peak_MB
printf '%-44s %8d %10s %10s %9s\n' "-c 1000000 over an existing file" 1000000 "$gen" "$genmed" "$((${kb/\?/0} / 1024))"
printf '%-44s %8d %10s %10s\n' "-c 1000000 -o /dev/null" 1000000 "$null" "$nullmed"
printf '%-44s %8s %10s %10s\n' "write-only floor, the same $size bytes" "" "$floor" "$floormed" \
	"cat of the same 163 MB file" "" "$cat" "$catmed" "dd bs=128k of the same file" "" "$dd" "$ddmed"
awk -v g="$gen" -v gm="$genmed" -v f="$floor" -v fm="$floormed" -v n="$null" -v c="$cat" -v d="$dd" -v r="${REPS:-15}" 'BEGIN {
	printf "-c 1000000 / write-only floor: best %.2f, median %.2f (%d runs each, in turn)\n", g / f, gm / fm, r
	printf "best of %d: -c 1000000 / cat %.2f, / dd %.2f; -o /dev/null / cat %.2f\n", r, g / c, g / d, n / c }'

# -check of those grids next to cat FILE >/dev/null, in turn.
for _ in $(seq "${REPS:-15}"); do
	timed check "$bin" -check "$tmp/grids.txt"
	timed catnull cat "$tmp/grids.txt"
done >>"$tmp/runs"
read -r check checkmed < <(best_median check)
read -r catnull catnullmed < <(best_median catnull)
measure "$bin" -check "$tmp/grids.txt" # for the peak memory
echo
printf '%-44s %8s %10s %10s %9s\n' run grids best_s median_s peak_MB
printf '%-44s %8d %10s %10s %9s\n' "-check of the 1000000 grids" 1000000 "$check" "$checkmed" "$((${kb/\?/0} / 1024))"
printf '%-44s %8s %10s %10s\n' "cat of the same file >/dev/null" "" "$catnull" "$catnullmed"
awk -v c="$check" -v cm="$checkmed" -v n="$catnull" -v nm="$catnullmed" -v r="${REPS:-15}" 'BEGIN {
	printf "-check / cat >/dev/null: best %.2f, median %.2f (%d runs each, in turn)\n", c / n, cm / nm, r }'

echo
# Each kind of puzzle in turn with -u puzzles, REPS_N times: its cost is
# the ratio of the medians, which a drift of the machine's speed moves
# less than runs far apart.
base="50000 -r 20~55 -u"
printf '%-44s %8s %10s %12s %9s %8s\n' run puzzles seconds per_second peak_MB cost/-u
for args in "$base" "10000 -m 1" "10000 -m 2" "10000 -m 3" "10000 -m 2 -r 40~45" \
	"10000 -u -sym rot180" "10000 -m 2 -sym rot180" "10000 -m 2 -sym rot90" "10000 -u -minimal" \
	"2000 -se 1.0~2.0" "2000 -se 2.0~4.0" "1000 -se 4.0~6.0" "500 -se 6.0~8.0" "50 -se 8.0~9.0"; do
	n=${args%% *}
	measure "$bin" -n $args -o "$tmp/puzzles.txt" # for the peak memory: it sets secs too
	for _ in $(seq "${REPS_N:-3}"); do
		timed kind "$bin" -n $args -o "$tmp/puzzles.txt"
		timed unique "$bin" -n $base -o "$tmp/puzzles.txt"
	done >"$tmp/kinds"
	secs=$(awk '$1 == "kind" { print $2 }' "$tmp/kinds" | median)
	usecs=$(awk '$1 == "unique" { print $2 }' "$tmp/kinds" | median)
	printf '%-44s %8d %10s %12s %9s %8s\n' "-n $args" "$n" "$secs" "$(rate "$n" "$secs")" "$((${kb/\?/0} / 1024))" \
		"$(awk -v s="$secs" -v n="$n" -v u="$usecs" -v un="${base%% *}" 'BEGIN { printf "%.1f", s / n / (u / un) }')"
done
