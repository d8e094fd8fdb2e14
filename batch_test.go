package main

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"testing"
)

// mixedInput returns n puzzles, every 97th without a solution, and the
// puzzles themselves.
func mixedInput(t testing.TB, n int) (string, []Grid) {
	hard := loadPuzzles(t, "testdata/hard.txt")
	none := loadPuzzles(t, "testdata/unsolvable.txt")
	var b strings.Builder
	var grids []Grid
	for i := range n {
		g := hard[i%len(hard)]
		if i%97 == 96 {
			g = none[i%len(none)]
		}
		grids = append(grids, g)
	}
	b.WriteString(textOf(form{layout: lineLayout}, grids...))
	return b.String(), grids
}

// solveText runs solveAll on text with the given number of cores.
func solveText(t testing.TB, text string, cores int, lineForm bool) ([]byte, error, error) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(cores))
	var out bytes.Buffer
	unsolved, err := solveAll(strings.NewReader(text), "p.txt", newGridWriter(&out, lineOr(lineForm)))
	return out.Bytes(), unsolved, err
}

// The output is in input order, whatever the number of workers, and the
// puzzles without a solution are reported in order.
func TestSolveAllOrder(t *testing.T) {
	n := 5*maxBatch + 17
	text, in := mixedInput(t, n)
	one, unsolved1, err := solveText(t, text, 1, false)
	if err != nil {
		t.Fatal(err)
	}
	many, unsolvedMany, err := solveText(t, text, 4, false)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(one, many) {
		t.Error("one worker and four gave different output")
	}
	// From a file, whose size sets the batches, the output is the same.
	name := filepath.Join(t.TempDir(), "p.txt")
	if err := os.WriteFile(name, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, cores := range []int{1, 3} {
		f, err := os.Open(name)
		if err != nil {
			t.Fatal(err)
		}
		var out bytes.Buffer
		runtime.GOMAXPROCS(cores)
		_, err = solveAll(f, "p.txt", newGridWriter(&out, form{}))
		runtime.GOMAXPROCS(2)
		f.Close()
		if err != nil || !bytes.Equal(out.Bytes(), one) {
			t.Errorf("%d workers on a file: %v, or output unlike one worker's", cores, err)
		}
	}
	if fmt.Sprint(unsolved1) != fmt.Sprint(unsolvedMany) {
		t.Errorf("one worker reported\n%v\nfour reported\n%v", unsolved1, unsolvedMany)
	}
	out := parseGrids(t, many)
	var want []string
	for i := range in {
		if i%97 == 96 {
			want = append(want, fmt.Sprintf("p.txt:%d: puzzle %d has no solution", i+1, i+1))
			if out[i] != in[i] {
				t.Errorf("puzzle %d was not written back unsolved", i+1)
			}
			continue
		}
		if err := checkSolution(&in[i], &out[i]); err != nil {
			t.Errorf("puzzle %d: %v", i+1, err)
		}
	}
	shown := append(want[:maxFaults:maxFaults], fmt.Sprintf("p.txt: %d puzzles without a solution in all", len(want)))
	if got := unsolvedMany.Error(); got != strings.Join(shown, "\n") {
		t.Errorf("reported\n%s\nwant\n%s", got, strings.Join(shown, "\n"))
	}
}

func TestSolveAllLineForm(t *testing.T) {
	text, in := mixedInput(t, 300)
	out, _, err := solveText(t, text, 2, true)
	if err != nil {
		t.Fatal(err)
	}
	if len(out) != 82*len(in) {
		t.Fatalf("%d bytes for %d puzzles", len(out), len(in))
	}
	grids, _, _ := solveText(t, text, 2, false)
	back, _, err := solveText(t, string(out), 2, false)
	if err != nil || !bytes.Equal(back, grids) {
		t.Errorf("the line form solved again differs from the grid form: %v", err)
	}
}

// Batches are as large as they can be while every worker has several left
// to do, and smaller towards the end of a file, or at the start of an input
// of unknown length.
func TestBatchSizes(t *testing.T) {
	sizes := func(bs batchSizer, puzzles int) []int {
		var s []int
		for read := 0; read < puzzles; {
			n := min(bs.next(read), puzzles-read)
			s = append(s, n)
			read += n
		}
		return s
	}
	// The 375 puzzles of a 30,750-byte file on two workers.
	want := "[46 41 36 31 27 24 21 18 16 14 12 11 9 8 8 8 8 8 8 8 8 5]"
	if got := fmt.Sprint(sizes(batchSizer{workers: 2, total: 375}, 375)); got != want {
		t.Errorf("375 puzzles: batches %s, want %s", got, want)
	}
	// A million: the largest batches all along but for the last 2,048.
	s := sizes(batchSizer{workers: 2, total: 1e6}, 1e6)
	for i, n := range s {
		if n != maxBatch && i < (1000000-2048)/maxBatch {
			t.Fatalf("a million puzzles: batch %d has %d", i, n)
		}
	}
	// Unknown length: they grow from the smallest to the largest.
	s = sizes(batchSizer{workers: 2, total: -1}, 5000)
	if s[0] != minBatch || s[len(s)-2] != maxBatch {
		t.Errorf("5000 puzzles of unknown length: batches %v", s)
	}
	if bs := newBatchSizer(strings.NewReader("x"), 2); bs.total != -1 {
		t.Errorf("a reader of unknown length: %d puzzles", bs.total)
	}
}

// A fault late in a long input stops the output; so does a write error.
func TestSolveAllStops(t *testing.T) {
	text, _ := mixedInput(t, 3*maxBatch)
	_, _, err := solveText(t, text+"!\n", 2, false)
	if want := fmt.Sprintf("p.txt:%d: bad character '!' in column 1", 3*maxBatch+1); err == nil || err.Error() != want {
		t.Errorf("got %v, want %s", err, want)
	}
	failing := &failingWriter{left: 20000}
	_, err = solveAll(strings.NewReader(text), "p.txt", newGridWriter(failing, form{}))
	if !errors.Is(err, errFull) {
		t.Errorf("got %v, want %v", err, errFull)
	}
}

var errFull = errors.New("disk full")

// A failingWriter takes left bytes, then fails.
type failingWriter struct{ left int }

func (w *failingWriter) Write(p []byte) (int, error) {
	if len(p) > w.left {
		n := w.left
		w.left = 0
		return n, errFull
	}
	w.left -= len(p)
	return len(p), nil
}

// fuzzBoards bounds the plain search's work on a fuzzed puzzle: sudoku is
// hard in general, and a fuzzer finds the rare puzzle without a solution
// on which the search would take minutes.
const fuzzBoards = 20000

func FuzzSolve(f *testing.F) {
	var counted sync.Map // of the puzzles the plain search has counted
	for _, name := range []string{"hard.txt", "multi.txt", "unsolvable.txt", "17clue.txt"} {
		for _, g := range loadPuzzles(f, "testdata/"+name) {
			f.Add(textOf(form{layout: lineLayout}, g))
		}
	}
	f.Fuzz(func(t *testing.T, line string) {
		var g Grid
		for i := 0; i < 81 && i < len(line); i++ {
			if c := line[i]; '1' <= c && c <= '9' {
				g[i] = c - '0'
			}
		}
		for i := range g { // the reader never passes on a digit twice in a unit
			if g[i] != 0 && !fitsOthers(&g, i) {
				g[i] = 0
			}
		}
		sol := g
		n := solve(&sol, 2)
		switch {
		case n > 2:
			t.Fatalf("%d solutions, limit 2", n)
		case n == 0 && sol != g:
			t.Fatal("changed a puzzle without a solution")
		case n > 0:
			if err := checkSolution(&g, &sol); err != nil {
				t.Fatal(err)
			}
		}
		// None, one or several, as -u and -m rely on: several are shown by
		// a second solution, and otherwise the count is the plain
		// search's where it finishes; given up, it tells nothing either
		// way. The search is slow next to the solver, and a puzzle is
		// searched once, though the fuzzer makes it again and again from
		// inputs that differ only where no digit is.
		if n == 2 {
			if !secondSolution(t, g, sol) {
				want, ok := countWithin(g, 2, fuzzBoards)
				t.Fatalf("2 solutions, and no second found; the plain search counts %d (finished: %v)", want, ok)
			}
			return
		}
		if _, seen := counted.Load(g); !seen {
			if want, ok := countWithin(g, 2, fuzzBoards); ok && n != want {
				t.Fatalf("%d solutions, the plain search counts %d", n, want)
			}
			counted.Store(g, true) // only once passed, for the minimizer
		}
	})
}

// secondSolution reports whether puzzle g has a solution other than sol,
// found by the solver with a digit other than sol's given in one blank
// cell and checked by the rules alone.
func secondSolution(t *testing.T, g, sol Grid) bool {
	t.Helper()
	for i := range 81 {
		for d := uint8(1); d <= 9 && g[i] == 0; d++ {
			if d == sol[i] || !fits(&g, i, d) {
				continue
			}
			p := g
			p[i] = d
			other := p
			if solve(&other, 1) == 0 {
				continue
			}
			if err := checkSolution(&p, &other); err != nil {
				t.Fatalf("with r%dc%d=%d: %v", i/9+1, i%9+1, d, err)
			}
			return true
		}
	}
	return false
}

// A batch's text takes exactly the room made for it in the text forms, so
// that its buffer is never grown while it is written: every grid after the
// first of the output comes with its separator.
func TestBatchRoom(t *testing.T) {
	puzzles := loadPuzzles(t, "testdata/hard.txt")
	var ps []puzzle
	for _, g := range puzzles {
		ps = append(ps, puzzle{grid: g})
	}
	for _, layout := range []layout{gridLayout, lineLayout, prettyLayout} {
		for _, crlf := range []bool{false, true} {
			f := form{layout: layout, crlf: crlf}
			gw := newGridWriter(nil, f)
			for _, first := range []int{0, 7} {
				b := &batch{first: first, puzzles: ps}
				b.solve(gw)
				want := gw.each * len(ps)
				if first == 0 {
					want -= len(f.before(1)) // the first grid has nothing before it
				}
				if len(b.out) != want {
					t.Errorf("%s, crlf %v, first %d: %d bytes, room made for %d", layouts[layout], crlf, first, len(b.out), want)
				}
			}
		}
	}
}
