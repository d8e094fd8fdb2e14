#!/usr/bin/env bash
# bench.sh times whole runs of the program: -s on each puzzle collection in
# the data folder (SUDOKU_DATA, by default ../shared/data), -c 1000000
# next to cat copying a file of the same size, -check of those grids, and
# -n making puzzles. It prints wall time, puzzles or grids per second and
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

measure "$bin" -c 1000000 -o "$tmp/grids.txt"
measure "$bin" -c 1000000 -o "$tmp/grids.txt" # over an existing file, as in repeated runs
gen=$secs genkb=$kb
cat "$tmp/grids.txt" >"$tmp/copy.txt"
measure sh -c "cat '$tmp/grids.txt' >'$tmp/copy.txt'"
printf '%-42s %8d %10s %12s %9s\n' "-c 1000000" 1000000 "$gen" "$(rate 1000000 "$gen")" "$((${genkb/\?/0} / 1024))"
printf '%-42s %8s %10s\n' "cat of the same 163 MB file" "" "$secs"

measure "$bin" -check "$tmp/grids.txt"
printf '%-42s %8d %10s %12s %9s\n' "-check of the 1000000 grids" 1000000 "$secs" "$(rate 1000000 "$secs")" "$((${kb/\?/0} / 1024))"

for args in "10000 -r 20~55 -u" "10000 -m 1" "2000 -m 2" "2000 -m 3"; do
	n=${args%% *}
	measure "$bin" -n $args -o "$tmp/puzzles.txt"
	printf '%-42s %8d %10s %12s %9s\n' "-n $args" "$n" "$secs" "$(rate "$n" "$secs")" "$((${kb/\?/0} / 1024))"
done
