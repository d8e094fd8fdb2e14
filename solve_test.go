package main

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"sudoku/internal/batch"
	"sudoku/internal/board"
	"sudoku/internal/fault"
	"sudoku/internal/oracle"
	"sudoku/internal/output"
	"sudoku/internal/read"
)

// mixedInput returns n puzzles, every 97th without a solution, and the
// puzzles themselves.
func mixedInput(t testing.TB, n int) (string, []board.Grid) {
	hard := oracle.Puzzles(t, "testdata/hard.txt")
	none := oracle.Puzzles(t, "testdata/unsolvable.txt")
	var b strings.Builder
	var grids []board.Grid
	for i := range n {
		g := hard[i%len(hard)]
		if i%97 == 96 {
			g = none[i%len(none)]
		}
		grids = append(grids, g)
	}
	b.WriteString(textOf(output.Form{Layout: output.LineLayout}, grids...))
	return b.String(), grids
}

// solveText runs solveAll on text with the given number of cores.
func solveText(t testing.TB, text string, cores int, lineForm bool) ([]byte, error, error) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(cores))
	var out bytes.Buffer
	unsolved, err := solveAll(strings.NewReader(text), "p.txt", output.NewGridWriter(&out, output.LineOr(lineForm)))
	return out.Bytes(), unsolved, err
}

// The output is in input order, whatever the number of workers, and the
// puzzles without a solution are reported in order.
func TestSolveAllOrder(t *testing.T) {
	n := 5*batch.MaxSize + 17
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
		_, err = solveAll(f, "p.txt", output.NewGridWriter(&out, output.Form{}))
		runtime.GOMAXPROCS(2)
		f.Close()
		if err != nil || !bytes.Equal(out.Bytes(), one) {
			t.Errorf("%d workers on a file: %v, or output unlike one worker's", cores, err)
		}
	}
	if fmt.Sprint(unsolved1) != fmt.Sprint(unsolvedMany) {
		t.Errorf("one worker reported\n%v\nfour reported\n%v", unsolved1, unsolvedMany)
	}
	out := oracle.ParseGrids(t, many)
	var want []string
	for i := range in {
		if i%97 == 96 {
			want = append(want, fmt.Sprintf("p.txt:%d: puzzle %d has no solution", i+1, i+1))
			if out[i] != in[i] {
				t.Errorf("puzzle %d was not written back unsolved", i+1)
			}
			continue
		}
		if err := oracle.CheckSolution(&in[i], &out[i]); err != nil {
			t.Errorf("puzzle %d: %v", i+1, err)
		}
	}
	shown := append(want[:fault.Shown:fault.Shown], fmt.Sprintf("p.txt: %d puzzles without a solution in all", len(want)))
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

// A fault late in a long input stops the output; so does a write error.
func TestSolveAllStops(t *testing.T) {
	text, _ := mixedInput(t, 3*batch.MaxSize)
	_, _, err := solveText(t, text+"!\n", 2, false)
	if want := fmt.Sprintf("p.txt:%d: bad character '!' in column 1", 3*batch.MaxSize+1); err == nil || err.Error() != want {
		t.Errorf("got %v, want %s", err, want)
	}
	failing := &oracle.FailingWriter{Left: 20000}
	_, err = solveAll(strings.NewReader(text), "p.txt", output.NewGridWriter(failing, output.Form{}))
	if !errors.Is(err, oracle.ErrFull) {
		t.Errorf("got %v, want %v", err, oracle.ErrFull)
	}
}

// BenchmarkSolveAll measures reading, solving and writing a whole file.
func BenchmarkSolveAll(b *testing.B) {
	for _, set := range oracle.DataSets {
		b.Run(set.Name, func(b *testing.B) {
			text, err := os.ReadFile(filepath.Join(oracle.DataDir(), set.File))
			if err != nil {
				b.Skip(err)
			}
			n := bytes.Count(text, []byte("\n"))
			var out bytes.Buffer
			for b.Loop() {
				out.Reset()
				if _, err := solveAll(bytes.NewReader(text), set.Name, output.NewGridWriter(&out, output.Form{})); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*n), "ns/puzzle")
			b.ReportMetric(0, "ns/op")
		})
	}
}

// A batch's text takes exactly the room made for it in the text forms, so
// that its buffer is never grown while it is written: every grid after the
// first of the output comes with its separator.
func TestBatchRoom(t *testing.T) {
	puzzles := oracle.Puzzles(t, "testdata/hard.txt")
	var ps []read.Puzzle
	for _, g := range puzzles {
		ps = append(ps, read.Puzzle{Grid: g})
	}
	for _, layout := range []output.Layout{output.GridLayout, output.LineLayout, output.PrettyLayout} {
		for _, crlf := range []bool{false, true} {
			f := output.Form{Layout: layout, CRLF: crlf}
			gw := output.NewGridWriter(nil, f)
			for _, first := range []int{0, 7} {
				b := &solveBatch{first: first, puzzles: ps}
				b.solve(gw)
				want := gw.GridSize() * len(ps)
				if first == 0 {
					want -= len(f.Sep()) // the first grid has nothing before it
				}
				if len(b.out) != want {
					t.Errorf("%s, crlf %v, first %d: %d bytes, room made for %d", output.Layouts[layout], crlf, first, len(b.out), want)
				}
			}
		}
	}
}
