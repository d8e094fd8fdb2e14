#!/usr/bin/env bash
# bench.sh times whole runs of the program: -s on each puzzle collection in
# the data folder (SUDOKU_DATA, by default ../shared/data), -c 1000000
# next to cat and dd copying a file of the same size, -check of those grids,
# and -n making puzzles. It prints wall time, puzzles or grids per second and
# peak memory.
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

rate() { awk -v n="$1" -v s="$2" 'BEGIN { if (s > 0) printf "%.0f", n / s; else print "-" }'; }

echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo 2>/dev/null | cut -d: -f2 | sed 's/^ //')"
printf '%-42s %8s %10s %12s %9s\n' run puzzles seconds per_second peak_MB
for f in "$data"/*.txt; do
	[ -e "$f" ] || { echo "no puzzle collections in $data"; break; }
	n=$(wc -l <"$f")
	measure "$bin" -s "$f" -o "$tmp/out.txt"
	printf '%-42s %8d %10s %12s %9s\n' "-s $(basename "$f")" "$n" "$secs" "$(rate "$n" "$secs")" "$((${kb/\?/0} / 1024))"
done

# -c 1000000 next to copying a file of the same size (in the page cache) over
# an existing one on the same disk, as in repeated grading runs. The runs take
# tens of milliseconds, so each is timed with the shell's clock, REPS times
# (default 9) in turn with the others, and the median is shown; peak memory
# is from one more run under /usr/bin/time. GNU cat copies with
# copy_file_range, inside the kernel; dd with bs=128k is the plain read and
# write loop of other cats, and the ratios are to the faster of the two.
reps=${REPS:-9}
src=$tmp/src.txt
"$bin" -c 1000000 -o "$src"
for f in grids grids2 cat dd; do cp "$src" "$tmp/$f.txt"; done
runs=(
	"-c 1000000|$bin -c 1000000 -o $tmp/grids.txt"
	"-c 1000000 -first 5 -seed 1|$bin -c 1000000 -first 5 -seed 1 -o $tmp/grids2.txt"
	"-c 1000000 -o /dev/null|$bin -c 1000000 -o /dev/null"
	"cat of the same 163 MB file|cat $src >$tmp/cat.txt"
	"dd bs=128k of the same file|dd if=$src of=$tmp/dd.txt bs=128k status=none"
)
declare -a times
for ((i = 0; i < reps; i++)); do
	for j in "${!runs[@]}"; do
		start=$EPOCHREALTIME
		eval "${runs[$j]#*|}"
		end=$EPOCHREALTIME
		times[j]+="$(awk -v s="$start" -v e="$end" 'BEGIN { printf "%.4f", e - s }') "
	done
done
median() { tr ' ' '\n' | grep . | sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }
copy=$(printf '%s\n' "$(echo "${times[3]}" | median)" "$(echo "${times[4]}" | median)" | sort -n | head -1)
for j in "${!runs[@]}"; do
	med=$(echo "${times[j]}" | median)
	measure sh -c "exec ${runs[$j]#*|}"
	n=1000000 ratio=$(awk -v s="$med" -v c="$copy" 'BEGIN { printf "%.2f of the copy", s / c }')
	case $j in 3 | 4) n='' ratio='' ;; esac
	printf '%-42s %8s %10.3f %12s %9s  %s\n' "${runs[$j]%%|*}" "$n" "$med" "$([ -n "$n" ] && rate "$n" "$med")" "$((${kb/\?/0} / 1024))" "$ratio"
done

measure "$bin" -check "$tmp/grids.txt"
printf '%-42s %8d %10s %12s %9s\n' "-check of the 1000000 grids" 1000000 "$secs" "$(rate 1000000 "$secs")" "$((${kb/\?/0} / 1024))"

for args in "10000 -r 20~55 -u" "10000 -m 1" "2000 -m 2" "2000 -m 3"; do
	n=${args%% *}
	measure "$bin" -n $args -o "$tmp/puzzles.txt"
	printf '%-42s %8d %10s %12s %9s\n' "-n $args" "$n" "$secs" "$(rate "$n" "$secs")" "$((${kb/\?/0} / 1024))"
done
