package main

import (
	"math/rand/v2"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// The human solver below is the tests' own, independent of rate.go: plain
// loops over a table of candidates, the techniques applied in any order.
// The techniques only ever remove candidates that no solution has, so
// whether they solve a puzzle does not depend on their order, and it must
// agree with the rater.

// The techniques the human solver may use beyond singles.
const (
	useIntersections = 1 << iota
	usePairs
)

type human struct {
	val [81]uint8
	can [81][10]bool
}

// humanSolves reports whether singles, and the techniques in use, solve p.
func humanSolves(p Grid, use int) bool {
	var h human
	for i := range 81 {
		for d := 1; d <= 9; d++ {
			h.can[i][d] = true
		}
	}
	for i, d := range p {
		if d != 0 {
			h.set(i, d)
		}
	}
	for h.naked() || h.hidden() || use&useIntersections != 0 && h.intersections() ||
		use&usePairs != 0 && (h.nakedPairs() || h.hiddenPairs()) {
	}
	for i := range 81 {
		if h.val[i] == 0 {
			return false
		}
	}
	return checkSolution(&p, (*Grid)(&h.val)) == nil
}

// set places d in cell i and removes d from the cells that share a unit.
func (h *human) set(i int, d uint8) {
	h.val[i] = d
	for _, u := range testUnits {
		if !slices.Contains(u, i) {
			continue
		}
		for _, j := range u {
			h.can[j][d] = false
		}
	}
	h.can[i] = [10]bool{}
	h.can[i][d] = true
}

// digits returns the candidates of cell i.
func (h *human) digits(i int) []uint8 {
	var ds []uint8
	for d := uint8(1); d <= 9; d++ {
		if h.can[i][d] {
			ds = append(ds, d)
		}
	}
	return ds
}

// places returns the open cells of unit u where d may go.
func (h *human) places(u []int, d uint8) []int {
	var cells []int
	for _, i := range u {
		if h.val[i] == 0 && h.can[i][d] {
			cells = append(cells, i)
		}
	}
	return cells
}

// remove removes d from the open cells of list not in keep and reports
// whether it removed any.
func (h *human) remove(list, keep []int, d uint8) bool {
	done := false
	for _, i := range list {
		if h.val[i] == 0 && h.can[i][d] && !slices.Contains(keep, i) {
			h.can[i][d] = false
			done = true
		}
	}
	return done
}

func (h *human) naked() bool {
	for i := range 81 {
		if ds := h.digits(i); h.val[i] == 0 && len(ds) == 1 {
			h.set(i, ds[0])
			return true
		}
	}
	return false
}

func (h *human) hidden() bool {
	for _, u := range testUnits {
		for d := uint8(1); d <= 9; d++ {
			if cells := h.places(u, d); len(cells) == 1 {
				h.set(cells[0], d)
				return true
			}
		}
	}
	return false
}

// intersections: the places of d in one unit all lie in a second unit, so d
// goes nowhere else in the second.
func (h *human) intersections() bool {
	for _, u := range testUnits {
		for d := uint8(1); d <= 9; d++ {
			cells := h.places(u, d)
			if len(cells) == 0 {
				continue
			}
			for _, v := range testUnits {
				inside := true
				for _, i := range cells {
					inside = inside && slices.Contains(v, i)
				}
				if inside && h.remove(v, cells, d) {
					return true
				}
			}
		}
	}
	return false
}

func (h *human) nakedPairs() bool {
	for _, u := range testUnits {
		for _, x := range u {
			for _, y := range u {
				dx, dy := h.digits(x), h.digits(y)
				if x < y && h.val[x] == 0 && h.val[y] == 0 && len(dx) == 2 && string(dx) == string(dy) {
					pair := []int{x, y}
					if h.remove(u, pair, dx[0]) || h.remove(u, pair, dx[1]) {
						return true
					}
				}
			}
		}
	}
	return false
}

func (h *human) hiddenPairs() bool {
	for _, u := range testUnits {
		for d := uint8(1); d <= 9; d++ {
			for e := d + 1; e <= 9; e++ {
				pd, pe := h.places(u, d), h.places(u, e)
				if len(pd) != 2 || len(pe) != 2 || pd[0] != pe[0] || pd[1] != pe[1] {
					continue
				}
				done := false
				for _, i := range pd {
					for f := uint8(1); f <= 9; f++ {
						if f != d && f != e && h.can[i][f] {
							h.can[i][f] = false
							done = true
						}
					}
				}
				if done {
					return true
				}
			}
		}
	}
	return false
}

// humanLevel rates p with the human solver.
func humanLevel(p Grid) int {
	switch {
	case humanSolves(p, 0):
		return 1
	case humanSolves(p, useIntersections|usePairs):
		return 2
	}
	return 3
}

// grid reads a puzzle of 81 characters, 0 or . for a blank.
func grid(t testing.TB, s string) Grid {
	t.Helper()
	var g Grid
	if len(s) != 81 {
		t.Fatalf("puzzle of %d characters", len(s))
	}
	for i := range s {
		if s[i] != '.' {
			g[i] = s[i] - '0'
		}
	}
	return g
}

// Hand-picked puzzles, each with one solution, that need exactly the
// techniques named.
var ratePuzzles = []struct {
	name   string
	puzzle string
	level  int
	// the techniques beyond singles that solve it, and the ones that do not
	enough, short int
	uses          technique // a technique the rater must use
}{
	{"naked singles", wiki, 1, 0, 0, nakedSingle},
	{"hidden singles", hiddenSinglesPuzzle, 1, 0, 0, hiddenSingle},
	{"pointing", pointingPuzzle, 2, useIntersections, usePairs, pointing},
	{"claiming", claimingPuzzle, 2, useIntersections, usePairs, claiming},
	{"naked pair", nakedPairPuzzle, 2, usePairs, useIntersections, nakedPair},
	{"hidden pair", hiddenPairPuzzle, 2, usePairs, useIntersections, hiddenPair},
	{"trial", trialPuzzle, 3, -1, useIntersections | usePairs, nakedSingle},
}

const (
	hiddenSinglesPuzzle = "65..........61...3.....389..2..8.4.7.3.....2...1.9....2.79............1491......."
	pointingPuzzle      = "..1.643........5.42......1.7..3.9....6.87..5.......4.712.6.8........2.....31....6"
	claimingPuzzle      = ".81..2....6...4.....2...1.5...6...4.....7...385.........7....1..4...38.......5724"
	nakedPairPuzzle     = "..9.312..2....8.468.1..........84....46......12..9...4.5..2..9....3.5..1..3......"
	hiddenPairPuzzle    = ".3.8.7......39..........2.5...9....2.8....4.....2.16981...3.72....6.......6.5.38."
	trialPuzzle         = ".41..7....9..5...7.5..4.69.9.......5....2....3...8.........4.53..45..21....89...6"
)

func TestRateHandPicked(t *testing.T) {
	for _, tt := range ratePuzzles {
		t.Run(tt.name, func(t *testing.T) {
			p := grid(t, tt.puzzle)
			if n := countSolutions(p, 2); n != 1 {
				t.Fatalf("%d solutions, want 1", n)
			}
			if got := rate(&p); got != tt.level {
				t.Errorf("rate = %d, want %d", got, tt.level)
			}
			if tt.enough >= 0 && !humanSolves(p, tt.enough) {
				t.Errorf("singles and techniques %b do not solve it", tt.enough)
			}
			if tt.level > 1 && humanSolves(p, tt.short) {
				t.Errorf("singles and techniques %b solve it", tt.short)
			}
			var b logicBoard
			b.init(&p)
			b.solveLogic(2)
			if b.used[tt.uses] == 0 {
				t.Errorf("the rater did not use technique %d: %v", tt.uses, b.used)
			}
		})
	}
}

// The rater and the human solver agree on puzzles of every kind: the hard
// ones of testdata, puzzles with one solution dug to every number of blanks
// and to each level, and cells blanked at random, which leave several
// solutions.
func TestRateAgrees(t *testing.T) {
	for _, p := range loadPuzzles(t, filepath.Join("testdata", "hard.txt")) {
		if got := rate(&p); got != 3 {
			t.Errorf("%v: rate = %d, want 3", p, got)
		}
	}
	n := 400
	if testing.Short() {
		n = 80
	}
	diggers := []*digger{
		newDigger(puzzleSpec{lo: 40, hi: maxUniqueBlanks, unique: true}),
		newDigger(puzzleSpec{level: 2}),
		newDigger(puzzleSpec{level: 3}),
	}
	rng := rand.New(rand.NewPCG(1, 2))
	var levels [4]int
	for k := range n {
		var p Grid
		if d := k % 4; d < len(diggers) {
			diggers[d].seed([2]uint64{1, 2}, uint64(k))
			p = diggers[d].next()
		} else {
			p = randomGrid(rng)
			for _, i := range rng.Perm(81)[:40+rng.IntN(25)] {
				p[i] = 0
			}
		}
		got, want := rate(&p), humanLevel(p)
		levels[got]++
		if got != want {
			t.Errorf("%v: rate = %d, the human solver says %d", p, got, want)
		}
	}
	if levels[1] == 0 || levels[2] == 0 || levels[3] == 0 {
		t.Errorf("levels %v: a level is missing from the sample", levels[1:])
	}
}

// A puzzle with several solutions is not finished by any technique, and
// one whose givens clash is found wrong.
func TestRateBad(t *testing.T) {
	for _, p := range loadPuzzles(t, filepath.Join("testdata", "multi.txt")) {
		if got := rate(&p); got != 3 {
			t.Errorf("%v: rate = %d, want 3", p, got)
		}
	}
	clash := grid(t, "55"+strings.Repeat(".", 79))
	if got := rate(&clash); got != 0 {
		t.Errorf("clashing givens: rate = %d, want 0", got)
	}
}

// -format does not change -rate's report, as the manual says: run end to
// end on the input of testdata/rate.golden, each text form gives that
// report byte for byte, and html, no text, is a usage error.
func TestRateFormat(t *testing.T) {
	input := mustAbs(t, filepath.Join("testdata", "analyse.txt"))
	golden := string(readFile(t, filepath.Join("testdata", "rate.golden"))) // made by TestAnalyseRun from -rate analyse.txt
	dir := testDir(t, map[string]string{"sudoku.txt": oldOutput})
	plain := sudoku(t, dir, "", "-rate", input)
	if plain.code != 0 || plain.stderr != "" || plain.stdout != golden {
		t.Fatalf("-rate: status %d, stderr %q, stdout\n%s\nwant testdata/rate.golden", plain.code, plain.stderr, plain.stdout)
	}
	for _, f := range []string{"grid", "line", "pretty"} {
		got := sudoku(t, dir, "", "-rate", input, "-format", f)
		if got.code != 0 || got.stderr != "" || got.stdout != plain.stdout {
			t.Errorf("-format %s: status %d, stderr %q, stdout\n%s\nwant the report without -format", f, got.code, got.stderr, got.stdout)
		}
	}
	for _, args := range [][]string{{"-rate", input, "-format", "html"}, {"-rate", input, "-format", "html", "-o", "out.txt"}} {
		got := sudoku(t, dir, "", args...)
		if want := "sudoku: -format html: -rate and -explain write text\n" + usageHint; got.code != 2 || got.stderr != want || got.stdout != "" {
			t.Errorf("%v: status %d, stdout %q, stderr\n%s\nwant status 2, stderr\n%s", args[2:], got.code, got.stdout, got.stderr, want)
		}
	}
	checkUnchanged(t, dir, "sudoku.txt") // and no out.txt
}

func BenchmarkRate(b *testing.B) {
	d := newDigger(puzzleSpec{lo: 50, hi: 50, unique: true})
	puzzles := make([]Grid, 100)
	for k := range puzzles {
		d.seed([2]uint64{3, 4}, uint64(k))
		puzzles[k] = d.next()
	}
	for b.Loop() {
		for k := range puzzles {
			rate(&puzzles[k])
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(puzzles)), "ns/puzzle")
	b.ReportMetric(0, "ns/op")
}
