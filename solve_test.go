package main

import (
	"bytes"
	"math"
	"math/bits"
	"os"
	"path/filepath"
	"testing"
)

// dataDir holds the public puzzle collections the slow tests and the
// benchmarks use when present; SUDOKU_DATA names another place.
func dataDir() string {
	if dir := os.Getenv("SUDOKU_DATA"); dir != "" {
		return dir
	}
	return filepath.Join("..", "shared", "data")
}

// dataSets lists the collections with a short name for each.
var dataSets = []struct{ name, file string }{
	{"17clue", "puzzles2_17_clue.txt"},
	{"top1465", "puzzles3_magictour_top1465.txt"},
	{"hardest11plus", "puzzles5_forum_hardest_1905_11plus.txt"},
	{"hardest1106", "puzzles6_forum_hardest_1106.txt"},
	{"serg", "puzzles7_serg_benchmark.txt"},
	{"qqwing", "qqwing_random_20000.txt"},
}

// readData reads a collection, skipping the test if it is absent.
func readData(t testing.TB, file string) []Grid {
	t.Helper()
	name := filepath.Join(dataDir(), file)
	if _, err := os.Stat(name); err != nil {
		t.Skipf("no %s", name)
	}
	return loadPuzzles(t, name)
}

func TestSolve(t *testing.T) {
	for _, tt := range []struct {
		file      string
		solutions int // counted up to 2
	}{
		{"grid.txt", -1}, // the empty grid among ones with one solution
		{"hard.txt", 1},
		{"17clue.txt", 1},
		{"multi.txt", 2},
		{"unsolvable.txt", 0},
	} {
		for i, p := range loadPuzzles(t, filepath.Join("testdata", tt.file)) {
			g := p
			n := solve(&g, 2)
			want := tt.solutions
			if want < 0 {
				want = countSolutions(p, 2)
			}
			if n != want {
				t.Errorf("%s: puzzle %d: %d solutions, want %d", tt.file, i+1, n, want)
			}
			if n == 0 && g != p {
				t.Errorf("%s: puzzle %d: changed without a solution", tt.file, i+1)
			}
			if n > 0 {
				if err := checkSolution(&p, &g); err != nil {
					t.Errorf("%s: puzzle %d: %v", tt.file, i+1, err)
				}
			}
		}
	}
}

// The independent counter agrees on the test files' solution counts.
func TestCountSolutions(t *testing.T) {
	for file, want := range map[string]int{"17clue.txt": 1, "multi.txt": 2, "unsolvable.txt": 0} {
		for i, p := range loadPuzzles(t, filepath.Join("testdata", file)) {
			if n := countSolutions(p, 2); n != want {
				t.Errorf("%s: puzzle %d: %d solutions, want %d", file, i+1, n, want)
			}
		}
	}
}

// The independent counter fails at once a board where a row owes the
// cells it crosses a box more digits than they are: searched cell by cell,
// this one took seconds. It gives up when its boards run out.
func TestCountWithin(t *testing.T) {
	// Boxes 5 and 6 hold 1, 4 and 9 in rows 5 and 6, and rows 5 and 6
	// hold 7 outside box 4: row 4 must put four digits in box 4's three
	// cells.
	crowded := gridOf(t, "........."+
		".25......"+
		"...8.31.."+
		"........."+
		"...4916.7"+
		"....7.491"+
		"6........"+
		"........."+
		".........")
	if n, ok := countWithin(crowded, 1, 100); n != 0 || !ok {
		t.Errorf("crowded row: %d solutions, finished %v; want 0, true", n, ok)
	}
	hard := loadPuzzles(t, "testdata/hard.txt")[0]
	if n, ok := countWithin(hard, 1, 1); ok {
		t.Errorf("hard puzzle: %d solutions in one board", n)
	}
	if n, ok := countWithin(hard, 1, math.MaxInt); n != 1 || !ok {
		t.Errorf("hard puzzle: %d solutions, finished %v; want 1, true", n, ok)
	}
}

// Every puzzle of the public collections is solved; all but Serg's have
// exactly one solution, and each of Serg's has more.
func TestSolveData(t *testing.T) {
	if testing.Short() {
		t.Skip("slow")
	}
	for _, set := range dataSets {
		t.Run(set.name, func(t *testing.T) {
			want := 1
			if set.name == "serg" {
				want = 2
			}
			for i, p := range readData(t, set.file) {
				g := p
				if n := solve(&g, 2); n != want {
					t.Fatalf("puzzle %d: %d solutions, want %d", i+1, n, want)
				}
				if err := checkSolution(&p, &g); err != nil {
					t.Fatalf("puzzle %d: %v", i+1, err)
				}
			}
		})
	}
}

// BenchmarkSolve reports the time to solve one puzzle of each collection,
// and the boards copied for guesses per puzzle.
func BenchmarkSolve(b *testing.B) {
	for _, set := range dataSets {
		b.Run(set.name, func(b *testing.B) {
			puzzles := readData(b, set.file)
			s := new(solver)
			for b.Loop() {
				s.guesses = 0
				for i := range puzzles {
					g := puzzles[i]
					s.solve(&g, 1)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(puzzles)), "ns/puzzle")
			b.ReportMetric(float64(s.guesses)/float64(len(puzzles)), "guesses/puzzle")
			b.ReportMetric(0, "ns/op")
		})
	}
}

// BenchmarkSolveAll measures reading, solving and writing a whole file.
func BenchmarkSolveAll(b *testing.B) {
	for _, set := range dataSets {
		b.Run(set.name, func(b *testing.B) {
			text, err := os.ReadFile(filepath.Join(dataDir(), set.file))
			if err != nil {
				b.Skip(err)
			}
			n := bytes.Count(text, []byte("\n"))
			var out bytes.Buffer
			for b.Loop() {
				out.Reset()
				if _, err := solveAll(bytes.NewReader(text), set.name, newGridWriter(&out, form{})); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*n), "ns/puzzle")
			b.ReportMetric(0, "ns/op")
		})
	}
}

// For a puzzle with one solution, every other solution has each cell as in
// it: solveExcept finds none for the solution's digit and finds it for any
// other.
func TestSolveExcept(t *testing.T) {
	// The hard puzzles take the searches deep.
	puzzles := loadPuzzles(t, "testdata/17clue.txt")
	puzzles = append(puzzles, loadPuzzles(t, "testdata/hard.txt")...)
	for _, p := range puzzles {
		sol := p
		if solve(&sol, 2) != 1 {
			t.Fatal("not unique")
		}
		for i := range p {
			if p[i] != 0 {
				continue
			}
			if solveExcept(&p, i, sol[i]) {
				t.Fatalf("cell %d: a second solution", i)
			}
			if other := sol[i]%9 + 1; !solveExcept(&p, i, other) {
				t.Fatalf("cell %d: no solution without %d", i, other)
			}
		}
	}
	// The empty grid has solutions without any digit anywhere.
	var empty Grid
	if !solveExcept(&empty, 40, 5) {
		t.Error("the empty grid has no solution without 5 in the middle")
	}
}

// boxRowsPuzzles returns the test files' puzzles and, in the long suite,
// the first of each public collection.
func boxRowsPuzzles(t *testing.T) []Grid {
	var puzzles []Grid
	for _, name := range []string{"17clue.txt", "hard.txt", "multi.txt", "unsolvable.txt", "grid.txt"} {
		puzzles = append(puzzles, loadPuzzles(t, filepath.Join("testdata", name))...)
	}
	if testing.Short() {
		return puzzles
	}
	for _, set := range dataSets {
		if _, err := os.Stat(filepath.Join(dataDir(), set.file)); err == nil {
			puzzles = append(puzzles, loadPuzzles(t, filepath.Join(dataDir(), set.file))[:30]...)
		}
	}
	return puzzles
}

// The rule of the rows of boxes removes only candidates that no solution
// has, as the independent counter finds, finds a contradiction only where
// there is no solution, and removes some candidates update leaves.
func TestBoxRows(t *testing.T) {
	removed := 0
	for n, p := range boxRowsPuzzles(t) {
		var bd bandBoard
		ok := bd.init(&p)
		if ok {
			_, ok = bd.update()
		}
		if ok {
			before := bd
			if _, ok = bd.boxRows(7); ok {
				for b := range 3 {
					for d := range 9 {
						for x := before.f[9*b+d] &^ bd.f[9*b+d]; x != 0; x &= x - 1 {
							i, g := 27*b+bits.TrailingZeros32(x), p
							removed++
							if g[i] != 0 {
								t.Fatalf("puzzle %d: removed given %d from cell %d", n+1, g[i], i)
							}
							g[i] = uint8(d + 1)
							if fits(&p, i, g[i]) && countSolutions(g, 1) != 0 {
								t.Fatalf("puzzle %d: removed %d from cell %d, which a solution has", n+1, d+1, i)
							}
						}
					}
				}
			}
		}
		if !ok && countSolutions(p, 1) != 0 {
			t.Fatalf("puzzle %d: a contradiction in a puzzle with a solution", n+1)
		}
	}
	if removed == 0 {
		t.Error("no candidate removed")
	}
	t.Logf("%d candidates removed", removed)
}

// A grid with something else than a digit in a cell, or a digit twice in
// a house, has no solution.
func TestSolveBadGrid(t *testing.T) {
	for _, tt := range []struct {
		i int
		d uint8
	}{{0, 10}, {40, 15}, {80, 16}, {30, 255}} {
		var g Grid
		g[tt.i] = tt.d
		if n := solve(&g, 1); n != 0 {
			t.Errorf("%d in cell %d: %d solutions", tt.d, tt.i, n)
		}
	}
	for _, pair := range [][2]int{{0, 8}, {0, 72}, {0, 20}, {60, 62}} {
		var g Grid
		g[pair[0]], g[pair[1]] = 7, 7
		if n := solve(&g, 1); n != 0 {
			t.Errorf("7 in cells %d and %d: %d solutions", pair[0], pair[1], n)
		}
	}
}
