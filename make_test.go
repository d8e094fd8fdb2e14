package main

import (
	"fmt"
	"math"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"sudoku/internal/board"
	"sudoku/internal/oracle"
)

// The end-to-end tests of -n's flags: each runs the program as a user
// types it, seeded, and checks every puzzle it writes with the tests' own
// counter, human solver and symmetry and minimality checks (oracle.CheckPuzzles).

// makeRun runs the program with args, as a user types them, in dir, and
// returns the puzzles it writes to standard output, failing the test
// unless it ends with status 0, nothing on standard error, and n puzzles
// in the exact layout (the line form with -format line).
func makeRun(t *testing.T, dir string, n int, args string) []board.Grid {
	t.Helper()
	got := sudoku(t, dir, "", strings.Fields(args)...)
	if got.code != 0 || got.stderr != "" {
		first, _, _ := strings.Cut(got.stderr, "\n")
		t.Fatalf("%s: status %d, stderr %q...", args, got.code, first)
	}
	puzzles, err := oracle.ParseOutput([]byte(got.stdout), strings.Contains(args, "-format line"))
	if err != nil {
		t.Fatalf("%s: %v", args, err)
	}
	if len(puzzles) != n {
		t.Fatalf("%s: %d puzzles, want %d", args, len(puzzles), n)
	}
	return puzzles
}

// makeRunTests are runs of -n with the kind oracle.CheckPuzzles checks their
// puzzles against: the flags that TestPuzzleRun leaves out.
var makeRunTests = []struct {
	args string
	n    int
	spec oracle.Kind
}{
	// -m 3; -m 1 checked by the human solver, not only its line ends.
	{"-n 12 -m 3 -seed 11 -o -", 12, oracle.Kind{Level: 3}},
	{"-n 12 -m 1 -seed 12 -o -", 12, oracle.Kind{Level: 1}},
	{"-n 8 -m 1 -format line -crlf -seed 13 -o -", 8, oracle.Kind{Level: 1}},
	{"-n 8 -m 1 -r 50~56 -seed 14 -o -", 8, oracle.Kind{Level: 1, Lo: 50, Hi: 56}},
	// rot90, mirror and flip, with -u, -m and plain -r.
	{"-n 8 -u -sym rot90 -r 40~53 -seed 15 -o -", 8, oracle.Kind{Lo: 40, Hi: 53, Unique: true, Sym: "rot90"}},
	{"-n 8 -sym rot90 -r 20~72 -seed 16 -o -", 8, oracle.Kind{Lo: 20, Hi: 72, Sym: "rot90"}},
	{"-n 6 -m 1 -sym rot90 -seed 17 -o -", 6, oracle.Kind{Level: 1, Sym: "rot90"}},
	{"-n 8 -u -sym mirror -r 30~54 -seed 18 -o -", 8, oracle.Kind{Lo: 30, Hi: 54, Unique: true, Sym: "mirror"}},
	{"-n 8 -m 2 -sym mirror -seed 19 -o -", 8, oracle.Kind{Level: 2, Sym: "mirror"}},
	{"-n 8 -sym flip -r 30~68 -seed 20 -o -", 8, oracle.Kind{Lo: 30, Hi: 68, Sym: "flip"}},
	{"-n 6 -m 3 -sym flip -seed 21 -o -", 6, oracle.Kind{Level: 3, Sym: "flip"}},
	{"-n 8 -u -sym flip -seed 22 -o -", 8, oracle.Kind{Lo: 20, Hi: 55, Unique: true, Sym: "flip"}},
	// -minimal with -m: under -sym no orbit of givens can go.
	{"-n 8 -m 2 -minimal -seed 23 -o -", 8, oracle.Kind{Level: 2, Minimal: true}},
	{"-n 6 -m 1 -minimal -sym flip -seed 24 -o -", 6, oracle.Kind{Level: 1, Minimal: true, Sym: "flip"}},
	{"-n 4 -m 3 -minimal -sym rot90 -seed 25 -o -", 4, oracle.Kind{Level: 3, Minimal: true, Sym: "rot90"}},
	{"-n 4 -m 2 -minimal -sym mirror -r 49~52 -seed 26 -o -", 4, oracle.Kind{Level: 2, Minimal: true, Sym: "mirror", Lo: 49, Hi: 52}},
	{"-n 6 -u -minimal -sym rot90 -seed 27 -o -", 6, oracle.Kind{Unique: true, Minimal: true, Sym: "rot90"}},
}

// raceSkip says why a test of minimal puzzles is left out under the race
// detector: checking minimality there takes seconds a run, and the runs
// left in are enough to race the digging on every core.
const raceSkip = "minimal puzzles: left to the run without the race detector"

func TestMakeRun(t *testing.T) {
	for _, tt := range makeRunTests {
		t.Run(tt.args, func(t *testing.T) {
			if oracle.Race && tt.spec.Minimal {
				t.Skip(raceSkip)
			}
			t.Parallel()
			oracle.CheckPuzzles(t, makeRun(t, t.TempDir(), tt.n, tt.args), tt.n, tt.spec)
		})
	}
}

// -se makes puzzles with one solution, minimal unless -r is given without
// -minimal, in -r's range, symmetric under -sym, and rated in its range.
// The tests have no rater of their own: the rating is checked by running
// -rate on the puzzles made, a check that two paths through the program
// agree, not an independent one.
func TestMakeRunSE(t *testing.T) {
	for _, tt := range []struct {
		args       string
		n          int
		seLo, seHi int // in tenths
		spec       oracle.Kind
		slow       bool // left to the full run
	}{
		{"-n 4 -se 2.6~3.4 -r 50~56 -seed 31 -o out.txt", 4, 26, 34, oracle.Kind{Lo: 50, Hi: 56, Unique: true}, false},
		{"-n 4 -se 2.6~3.4 -r 54~58 -minimal -seed 32 -o out.txt", 4, 26, 34, oracle.Kind{Lo: 54, Hi: 58, Unique: true, Minimal: true}, false},
		{"-n 4 -se 2.6~3.4 -seed 33 -o out.txt", 4, 26, 34, oracle.Kind{Unique: true, Minimal: true}, false},
		{"-n 3 -se 1.5 -seed 34 -o out.txt", 3, 15, 15, oracle.Kind{Unique: true, Minimal: true}, false},
		{"-n 3 -se 4.2~5.0 -sym rot180 -seed 35 -o out.txt", 3, 42, 50, oracle.Kind{Unique: true, Minimal: true, Sym: "rot180"}, false},
		{"-n 3 -se 5.5~6.5 -r 56~58 -seed 36 -o out.txt", 3, 55, 65, oracle.Kind{Lo: 56, Hi: 58, Unique: true}, false},
		{"-n 3 -se 6.0~7.0 -minimal -sym mirror -r 49~57 -seed 37 -o out.txt", 3, 60, 70, oracle.Kind{Lo: 49, Hi: 57, Unique: true, Minimal: true, Sym: "mirror"}, true},
		{"-n 2 -se 7.5~8.5 -sym diag -seed 38 -o out.txt", 2, 75, 85, oracle.Kind{Unique: true, Minimal: true, Sym: "diag"}, true},
		{"-n 2 -se 9.1~9.3 -seed 39 -o out.txt", 2, 91, 93, oracle.Kind{Unique: true, Minimal: true}, true},
		{"-n 1 -se 9.1~9.3 -sym rot180 -limit 600 -seed 40 -o out.txt", 1, 91, 93, oracle.Kind{Unique: true, Minimal: true, Sym: "rot180"}, true},
		{"-n 1 -se 9.5~10.0 -limit 600 -seed 3 -o out.txt", 1, 95, 100, oracle.Kind{Unique: true, Minimal: true}, true},
	} {
		t.Run(tt.args, func(t *testing.T) {
			if tt.slow && testing.Short() {
				t.Skip("a harder rating: left to the full run")
			}
			if oracle.Race && tt.spec.Minimal {
				t.Skip(raceSkip)
			}
			t.Parallel()
			dir := t.TempDir()
			got := sudoku(t, dir, "", strings.Fields(tt.args)...)
			if got.code != 0 || got.stderr != "" || got.stdout != "" {
				t.Fatalf("status %d, stdout %q, stderr %q", got.code, got.stdout, got.stderr)
			}
			puzzles := oracle.ParseGrids(t, oracle.ReadFile(t, filepath.Join(dir, "out.txt")))
			oracle.CheckPuzzles(t, puzzles, tt.n, tt.spec)
			for k, se := range rateColumn(t, dir, "out.txt", puzzles) {
				if se < tt.seLo || se > tt.seHi {
					t.Errorf("puzzle %d: -rate says se %d.%d, want %d.%d to %d.%d",
						k+1, se/10, se%10, tt.seLo/10, tt.seLo%10, tt.seHi/10, tt.seHi%10)
				}
			}
		})
	}
}

// Puzzles too hard to make within -limit fail, with status 1, saying so,
// and leave sudoku.txt as it was: a search (10.0), saying the hardest it
// reached, and digging (8.9~9.0, a thousand of them).
func TestSearchLimit(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		se, n string
		want  string
	}{
		{"10.0", "2", `^sudoku: could not make a puzzle rated 10\.0~10\.0 within -limit 1: the hardest reached was rated [0-9]\.[0-9]\n$`},
		{"8.9~9.0", "1000", `^sudoku: could not make a puzzle rated 8\.9~9\.0 within -limit 1\n$`},
	} {
		dir := oracle.TestDir(t, map[string]string{"sudoku.txt": oldOutput})
		got := sudoku(t, dir, "", "-n", tt.n, "-se", tt.se, "-limit", "1", "-seed", "41")
		if got.code != 1 || got.stdout != "" || !regexp.MustCompile(tt.want).MatchString(got.stderr) {
			t.Fatalf("-se %s: status %d, stdout %q, stderr %q", tt.se, got.code, got.stdout, got.stderr)
		}
		if b := oracle.ReadFile(t, filepath.Join(dir, "sudoku.txt")); string(b) != oldOutput {
			t.Errorf("-se %s: sudoku.txt is now %q", tt.se, b)
		}
	}
}

// A search's puzzles are the same for a seed on one core as on every
// core: two searches make them side by side whatever the cores.
func TestSearchSeed(t *testing.T) {
	if testing.Short() {
		t.Skip("a search of seconds: left to the full run")
	}
	t.Parallel()
	args := []string{"-n", "4", "-se", "9.1~9.3", "-seed", "3", "-o", "-"}
	var outs []string
	for _, procs := range []string{"1", "2"} {
		cmd := command(t.TempDir(), args...)
		cmd.Env = append(cmd.Env, "GOMAXPROCS="+procs)
		got := runCommand(t, cmd, "")
		if got.code != 0 || got.stderr != "" {
			t.Fatalf("GOMAXPROCS=%s: status %d, stderr %q", procs, got.code, got.stderr)
		}
		outs = append(outs, got.stdout)
	}
	oracle.CheckPuzzles(t, oracle.ParseGrids(t, []byte(outs[0])), 4, oracle.Kind{Unique: true, Minimal: true})
	if outs[0] != outs[1] {
		t.Errorf("one core:\n%s\ntwo:\n%s", outs[0], outs[1])
	}
}

// rateColumn runs -rate on the file name in dir, which holds puzzles, and
// returns the se rating of each, in tenths, checking that the report has
// a line for each puzzle, naming it, with one solution.
func rateColumn(t *testing.T, dir, name string, puzzles []board.Grid) []int {
	t.Helper()
	got := sudoku(t, dir, "", "-rate", name)
	if got.code != 0 || got.stderr != "" {
		t.Fatalf("-rate %s: status %d, stderr %q", name, got.code, got.stderr)
	}
	lines := strings.Split(strings.TrimSuffix(got.stdout, "\n"), "\n")
	header := strings.Split(lines[0], "\t")
	se, sols, grid := slices.Index(header, "se"), slices.Index(header, "solutions"), slices.Index(header, "grid")
	if se < 0 || sols < 0 || grid < 0 || len(lines) != len(puzzles)+1 {
		t.Fatalf("-rate %s: header %q and %d lines for %d puzzles", name, lines[0], len(lines)-1, len(puzzles))
	}
	var ratings []int
	for k, p := range puzzles {
		cols := strings.Split(lines[k+1], "\t")
		digits := make([]byte, 81)
		for i, d := range p {
			digits[i] = '0' + d
		}
		if len(cols) != len(header) || cols[sols] != "1" || cols[grid] != string(digits) {
			t.Fatalf("-rate %s: line %d is %q, want one solution and grid %s", name, k+1, lines[k+1], digits)
		}
		r, err := strconv.ParseFloat(cols[se], 64)
		if err != nil {
			t.Fatalf("-rate %s: line %d: se %q: %v", name, k+1, cols[se], err)
		}
		ratings = append(ratings, int(math.Round(r*10)))
	}
	return ratings
}

// blankTables are the blanks -r may ask for, as the manual states them
// (1~56 for level 1, 39~56 for level 2 and 33~56 for level 3; at most 58
// with -u; 54 to 59 for a minimal puzzle) and level.go's comments give
// them under -sym. They are written out here, not read from levelBlanks,
// uniqueBlanks and minimalBlanks, so that a wrong entry there fails
// TestBlankTables rather than being quoted back by the usage errors.
var blankTables = []struct {
	sym     string
	level   [4][2]int // -m 1 to 3 with -r, by level
	unique  int       // the most -u makes
	minimal [2]int    // -minimal with -r
}{
	{"none", [4][2]int{1: {1, 56}, 2: {39, 56}, 3: {33, 56}}, 58, [2]int{54, 59}},
	{"rot180", [4][2]int{1: {1, 54}, 2: {48, 51}, 3: {46, 53}}, 55, [2]int{49, 57}},
	{"rot90", [4][2]int{1: {1, 49}, 2: {49, 49}, 3: {48, 48}}, 53, [2]int{45, 53}},
	{"mirror", [4][2]int{1: {1, 52}, 2: {41, 52}, 3: {40, 52}}, 54, [2]int{49, 57}},
	{"flip", [4][2]int{1: {1, 52}, 2: {45, 52}, 3: {40, 53}}, 54, [2]int{50, 57}},
	{"diag", [4][2]int{1: {1, 53}, 2: {45, 53}, 3: {42, 54}}, 55, [2]int{51, 57}},
}

// blankTablesSeed seeds every run of TestBlankTables, which then makes
// the same puzzles each time.
const blankTablesSeed = "1"

// Each range of blanks that -m, -u and -minimal take with -r is made at
// both its ends, and one blank past either end is a usage error naming
// the range: a table entry that is too wide, too narrow or not met fails.
// A run makes two puzzles in a hundredth of a second or so, and the 109
// runs take a second or two on two cores, most of it starting the program
// and checking minimal puzzles.
func TestBlankTables(t *testing.T) {
	if oracle.Race {
		t.Skip("a check of values, not of concurrency, and ten times slower under the race detector")
	}
	checkManualBlanks(t)
	for _, tt := range blankTables {
		t.Run(tt.sym, func(t *testing.T) {
			t.Parallel()
			dir := t.TempDir()
			symFlags := ""
			if tt.sym != "none" {
				symFlags = " -sym " + tt.sym
			}
			made := func(flags string, k int, spec oracle.Kind) {
				t.Helper()
				args := fmt.Sprintf("-n 2 %s -r %d~%d -sym %s -seed %s -o -", flags, k, k, tt.sym, blankTablesSeed)
				spec.Lo, spec.Hi, spec.Sym = k, k, tt.sym
				oracle.CheckPuzzles(t, makeRun(t, dir, 2, args), 2, spec)
			}
			for level := 1; level <= 3; level++ {
				flags := fmt.Sprint("-m ", level)
				lo, hi := tt.level[level][0], tt.level[level][1]
				made(flags, lo, oracle.Kind{Level: level})
				made(flags, hi, oracle.Kind{Level: level})
				checkOutside(t, dir, flags+symFlags, flags+symFlags, lo, hi, "")
			}
			// -u, at its top and at 1.
			made("-u", 1, oracle.Kind{Unique: true})
			made("-u", tt.unique, oracle.Kind{Unique: true})
			tooMany := ""
			if tt.sym == "none" {
				tooMany = "want LO~HI blanks, 1 ≤ LO ≤ HI ≤ 58 (72 without -u)"
			}
			checkOutside(t, dir, "-u"+symFlags, "-u"+symFlags, 1, tt.unique, tooMany)
			lo, hi := tt.minimal[0], tt.minimal[1]
			made("-u -minimal", lo, oracle.Kind{Unique: true, Minimal: true})
			made("-u -minimal", hi, oracle.Kind{Unique: true, Minimal: true})
			checkOutside(t, dir, "-u -minimal"+symFlags, "-minimal"+symFlags, lo, hi, "")
		})
	}
}

// checkOutside checks that flags, flags of -n that make puzzles with lo to
// hi blanks, refuse lo-1 and hi+1 blanks with a usage error that names
// the flags as named and the range; or, for hi+1, with message tooMany if
// it is not empty. Below a lo of 1 there is nothing to check: -r 0 is
// refused whatever the flags.
func checkOutside(t *testing.T, dir, flags, named string, lo, hi int, tooMany string) {
	t.Helper()
	span := fmt.Sprintf("%d~%d", lo, hi)
	if lo == hi {
		span = fmt.Sprint(lo)
	}
	for _, k := range []int{lo - 1, hi + 1} {
		if k == 0 {
			continue
		}
		msg := fmt.Sprintf("-r %d: %s makes puzzles with %s blanks", k, named, span)
		if k == hi+1 && tooMany != "" {
			msg = fmt.Sprintf("-r %d: %s", k, tooMany)
		}
		args := fmt.Sprintf("-n 2 %s -r %d -seed %s -o -", flags, k, blankTablesSeed)
		got := sudoku(t, dir, "", strings.Fields(args)...)
		if got.code != 2 || got.stdout != "" || got.stderr != "sudoku: "+msg+"\n"+usageHint {
			first, _, _ := strings.Cut(got.stderr, "\n")
			t.Errorf("%s: status %d, %d bytes out, stderr %q...; want status 2, %q and the usage",
				args, got.code, len(got.stdout), first, "sudoku: "+msg)
		}
	}
}

// checkManualBlanks checks that the manual, as -h prints it, states the
// ranges of blanks that blankTables holds.
func checkManualBlanks(t *testing.T) {
	t.Helper()
	got := sudoku(t, t.TempDir(), "", "-h")
	manual := strings.Join(strings.Fields(got.stdout), " ")
	none, most, least := blankTables[0], 0, 81
	for _, tt := range blankTables[1:] {
		most, least = max(most, tt.unique), min(least, tt.unique)
	}
	for _, want := range []string{
		fmt.Sprintf("or %d with -u", none.unique),
		fmt.Sprintf("%d~%d for level 1, %d~%d for level 2 and %d~%d for level 3, less under -sym",
			none.level[1][0], none.level[1][1], none.level[2][0], none.level[2][1], none.level[3][0], none.level[3][1]),
		fmt.Sprintf("with -u, a symmetry allows %d (rot90) to %d blanks at most", least, most),
		fmt.Sprintf("without -sym, %d to %d for all but", none.minimal[0], none.minimal[1]),
	} {
		if got.code != 0 || !strings.Contains(manual, want) {
			t.Errorf("-h: status %d, the manual does not say %q", got.code, want)
		}
	}
}
