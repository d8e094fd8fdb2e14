package dig

// These tests look at the digger's insides (its spec's fields, symmetries,
// rectangles and batches), which only the package sees.

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime"
	"testing"

	"sudoku/internal/board"
	"sudoku/internal/oracle"
	"sudoku/internal/output"
	"sudoku/internal/rate"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// puzzlesFor returns the output of Make for n puzzles of spec in the grid
// form.
func puzzlesFor(t testing.TB, n int64, spec Spec, seed uint64) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := Make(output.NewGridWriter(&buf, output.Form{}), n, spec, rand.New(rand.NewPCG(seed, 0))); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// kindOf returns what spec asks of its puzzles, as the tests' own checks
// take it.
func kindOf(spec Spec) oracle.Kind {
	return oracle.Kind{Level: spec.level, Lo: spec.lo, Hi: spec.hi, Unique: spec.unique,
		Sym: spec.sym.String(), Minimal: spec.minimal}
}

// checkPuzzles checks, with the tests' own counter and human solver, that
// puzzles are n puzzles as spec asks, none with an empty house; and that
// the program's own rater agrees on the level, and its solver solves those
// with several solutions.
func checkPuzzles(t testing.TB, puzzles []board.Grid, n int, spec Spec) {
	t.Helper()
	oracle.CheckPuzzles(t, puzzles, n, kindOf(spec))
	for k, p := range puzzles {
		if spec.level != 0 {
			if got := rate.Level(&p); got != spec.level {
				t.Fatalf("puzzle %d rates %d, want %d", k+1, got, spec.level)
			}
		} else if !spec.unique {
			// Any solution will do: the solver's is checked independently.
			sol := p
			board.Solve(&sol, 1)
			if err := oracle.CheckSolution(&p, &sol); err != nil {
				t.Fatalf("puzzle %d has no solution: %v", k+1, err)
			}
		}
	}
}

// puzzleTests lists the specs the tests make puzzles of, with how many.
var puzzleTests = []struct {
	spec  Spec
	n     int
	short int // with -short
}{
	{Spec{lo: 20, hi: 55, unique: true}, 1000, 100},
	{Spec{lo: 55, hi: maxUniqueBlanks, unique: true}, 100, 10},
	{Spec{lo: 1, hi: 3, unique: true}, 20, 5},
	{Spec{lo: 20, hi: 55}, 1000, 100},
	{Spec{lo: 60, hi: maxBlanks}, 100, 5},
	{Spec{level: 1}, 300, 30},
	{Spec{level: 2}, 300, 30},
	{Spec{level: 3}, 100, 10},
	// A level within a range of blanks, at its ends too.
	{Spec{level: 1, lo: 1, hi: 56}, 100, 10},
	{Spec{level: 2, lo: 20, hi: 56}, 100, 10},
	{Spec{level: 2, lo: 39, hi: 39}, 20, 3},
	{Spec{level: 2, lo: 56, hi: 56}, 20, 3},
	{Spec{level: 3, lo: 33, hi: 33}, 20, 3},
	{Spec{level: 3, lo: 56, hi: 56}, 20, 3},
	// Symmetric givens, with every kind of puzzle.
	{Spec{lo: 1, hi: 72, sym: symDiag}, 100, 10},
	{Spec{lo: 60, hi: 68, sym: symMirror}, 100, 10},
	{Spec{lo: 68, hi: 68, sym: symFlip}, 20, 5},
	{Spec{lo: 72, hi: 72, sym: symRot90}, 20, 5},
	{Spec{lo: 20, hi: 55, unique: true, sym: symRot180}, 100, 10},
	{Spec{lo: 48, hi: 53, unique: true, sym: symRot90}, 50, 5},
	{Spec{level: 1, sym: symMirror}, 50, 5},
	{Spec{level: 2, sym: symRot180}, 50, 5},
	{Spec{level: 3, sym: symFlip}, 50, 5},
	{Spec{level: 2, lo: 45, hi: 50, sym: symDiag}, 30, 5},
	{Spec{level: 3, sym: symRot90}, 20, 3},
	// Minimal puzzles, and those within a range.
	{Spec{unique: true, minimal: true}, 20, 3},
	{Spec{unique: true, minimal: true, lo: 57, hi: 58}, 10, 2},
	{Spec{unique: true, minimal: true, lo: 59, hi: 59}, 10, 2},
	{Spec{level: 1, minimal: true}, 20, 3},
	{Spec{level: 2, minimal: true, sym: symDiag}, 10, 2},
	{Spec{level: 3, minimal: true, sym: symRot180}, 10, 2},
	{Spec{unique: true, minimal: true, sym: symRot90}, 10, 2},
}

func TestPuzzles(t *testing.T) {
	for _, tt := range puzzleTests {
		t.Run(specName(tt.spec), func(t *testing.T) {
			t.Parallel()
			n := tt.n
			if testing.Short() {
				n = tt.short
			}
			text := puzzlesFor(t, int64(n), tt.spec, 1)
			checkPuzzles(t, oracle.ParseGrids(t, text), n, tt.spec)
		})
	}
}

// Every number of blanks in the range is made, with -u, -m and -sym.
func TestPuzzleBlanks(t *testing.T) {
	for _, spec := range []Spec{
		{lo: 54, hi: 56, unique: true},
		{level: 2, lo: 50, hi: 52},
		{level: 3, lo: 38, hi: 40},
		{lo: 50, hi: 53, unique: true, sym: symRot180},
	} {
		var seen [82]int
		for _, p := range oracle.ParseGrids(t, puzzlesFor(t, 60, spec, 2)) {
			seen[bytes.Count(p[:], []byte{0})]++
		}
		for k := spec.lo; k <= spec.hi; k++ {
			if seen[k] == 0 {
				t.Errorf("%s: no puzzle with %d blanks: %v", specName(spec), k, seen[spec.lo:spec.hi+1])
			}
		}
	}
}

// The output depends on the seed alone, not on the number of cores.
func TestPuzzleSeed(t *testing.T) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(0))
	for _, spec := range []Spec{{lo: 20, hi: 55, unique: true}, {level: 2, lo: 48, hi: 53, sym: symRot180}} {
		n := int64(3*puzzleBatchSize + 5)
		if spec.level > 0 {
			n = puzzleBatchSize + 5
		}
		runtime.GOMAXPROCS(1)
		one := puzzlesFor(t, n, spec, 7)
		runtime.GOMAXPROCS(3)
		three := puzzlesFor(t, n, spec, 7)
		other := puzzlesFor(t, n, spec, 8)
		if !bytes.Equal(one, three) {
			t.Errorf("%s: one core and three gave different puzzles for the same seed", specName(spec))
		}
		if bytes.Equal(three, other) {
			t.Errorf("%s: different seeds gave the same puzzles", specName(spec))
		}
		seen := map[board.Grid]bool{}
		for _, p := range oracle.ParseGrids(t, three) {
			if seen[p] {
				t.Fatalf("%s: puzzle made twice:\n%s", specName(spec), oracle.Text(false, p))
			}
			seen[p] = true
		}
	}
}

// The puzzles of a seed stay the same from one version to the next unless
// the way they are made changes; go test -update rewrites the golden file
// after such a change.
func TestPuzzleGolden(t *testing.T) {
	var buf bytes.Buffer
	for _, spec := range []Spec{
		{lo: 20, hi: 55, unique: true}, {lo: 60, hi: 72}, {level: 1}, {level: 2}, {level: 3},
		{level: 2, lo: 40, hi: 45}, {level: 3, lo: 46, hi: 50, sym: symRot180},
		{lo: 30, hi: 60, sym: symRot90}, {lo: 40, hi: 50, unique: true, sym: symMirror},
		{unique: true, minimal: true, sym: symDiag},
	} {
		fmt.Fprintf(&buf, "# {level:%d lo:%d hi:%d unique:%v}", spec.level, spec.lo, spec.hi, spec.unique)
		if spec.sym != symNone || spec.minimal {
			fmt.Fprintf(&buf, " sym:%v minimal:%v", spec.sym, spec.minimal)
		}
		fmt.Fprintln(&buf)
		err := Make(output.NewGridWriter(&buf, output.Form{Layout: output.LineLayout}), 3, spec, rand.New(rand.NewPCG(1, 0)))
		if err != nil {
			t.Fatal(err)
		}
	}
	golden := filepath.Join("testdata", "puzzles.golden")
	if *update {
		if err := os.WriteFile(golden, buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if want := oracle.ReadFile(t, golden); !bytes.Equal(buf.Bytes(), want) {
		t.Errorf("%s: got\n%s\nwant\n%s", golden, buf.Bytes(), want)
	}
}

// The deadly rectangles found are exactly the four cells of two rows and
// two columns whose digits can be swapped leaving a valid grid.
func TestRectangles(t *testing.T) {
	d := newDigger(Spec{lo: 20, hi: 55, unique: true})
	for k := range 200 {
		d.seed([2]uint64{1, 1}, uint64(k))
		d.start()
		found := map[[4]uint8]bool{}
		for _, r := range d.rects[:d.nrect] {
			found[r] = true
		}
		want := 0
		s := d.sol
		for r1 := range 9 {
			for r2 := r1 + 1; r2 < 9; r2++ {
				for c1 := range 9 {
					for c2 := c1 + 1; c2 < 9; c2++ {
						cells := [4]uint8{uint8(r1*9 + c1), uint8(r1*9 + c2), uint8(r2*9 + c1), uint8(r2*9 + c2)}
						g := s
						g[cells[0]], g[cells[1]], g[cells[2]], g[cells[3]] = s[cells[1]], s[cells[0]], s[cells[3]], s[cells[2]]
						if g == s || oracle.CheckGrid(&g) != nil {
							continue
						}
						want++
						// The list has them in row order or in column order.
						colOrder := [4]uint8{cells[0], cells[2], cells[1], cells[3]}
						if !found[cells] && !found[colOrder] {
							t.Fatalf("grid %d: rectangle %v not found", k, cells)
						}
					}
				}
			}
		}
		if d.nrect != want {
			t.Fatalf("grid %d: %d rectangles, want %d", k, d.nrect, want)
		}
	}
}

// A write error stops the run and is returned.
func TestPuzzleWriteError(t *testing.T) {
	err := Make(output.NewGridWriter(&oracle.FailingWriter{Left: 1000 * 163}, output.Form{}), 100_000,
		Spec{lo: 20, hi: 30}, rand.New(rand.NewPCG(1, 1)))
	if !errors.Is(err, oracle.ErrFull) {
		t.Errorf("got %v, want %v", err, oracle.ErrFull)
	}
}

// A spec that cannot be met makes the run fail with a message, after a
// bounded number of tries.
func TestPuzzleGiveUp(t *testing.T) {
	if testing.Short() {
		t.Skip("a second of tries")
	}
	err := Make(output.NewGridWriter(io.Discard, output.Form{}), 1, Spec{level: 3, lo: 1, hi: 1}, rand.New(rand.NewPCG(1, 1)))
	if want := "could not make a level 3 puzzle with 1 to 1 blanks in 20000 tries"; err == nil || err.Error() != want {
		t.Errorf("got %v, want %q", err, want)
	}
}

func TestParseBlanks(t *testing.T) {
	bad := fmt.Sprintf("want LO~HI blanks, 1 ≤ LO ≤ HI ≤ %d (%d without -u)", maxUniqueBlanks, maxBlanks)
	for _, tt := range []struct {
		in     string
		unique bool
		lo, hi int
	}{
		{"20~55", true, 20, 55},
		{"1~72", false, 1, 72},
		{"30", true, 30, 30},
		{"1~58", true, 1, 58},
		{"1~59", true, 0, 0},
		{"1~73", false, 0, 0},
		{"0~10", false, 0, 0},
		{"60~10", false, 0, 0},
		{"abc", false, 0, 0},
		{"20~", false, 0, 0},
		{"~20", false, 0, 0},
		{"20-55", false, 0, 0},
		{"", false, 0, 0},
	} {
		lo, hi, err := parseBlanks(tt.in, tt.unique)
		got, want := "", ""
		if err != nil {
			got = err.Error()
		}
		if tt.lo == 0 {
			want = "-r " + tt.in + ": " + bad
		}
		if lo != tt.lo || hi != tt.hi || got != want {
			t.Errorf("parseBlanks(%q, %v) = %d, %d, %v; want %d, %d, %q", tt.in, tt.unique, lo, hi, err, tt.lo, tt.hi, want)
		}
	}
}

// benchPuzzles reports puzzles a second made by Make on every core.
func benchPuzzles(b *testing.B, spec Spec, n int64) {
	seed := uint64(0)
	for b.Loop() {
		seed++
		if err := Make(output.NewGridWriter(io.Discard, output.Form{}), n, spec, rand.New(rand.NewPCG(seed, 0))); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N)*float64(n)/b.Elapsed().Seconds(), "puzzles/s")
	b.ReportMetric(0, "ns/op")
}

func BenchmarkPuzzles(b *testing.B) {
	b.Run("r20~55u", func(b *testing.B) { benchPuzzles(b, Spec{lo: 20, hi: 55, unique: true}, 10000) })
	b.Run("r20~55", func(b *testing.B) { benchPuzzles(b, Spec{lo: 20, hi: 55}, 10000) })
	b.Run("m1", func(b *testing.B) { benchPuzzles(b, Spec{level: 1}, 2000) })
	b.Run("m2", func(b *testing.B) { benchPuzzles(b, Spec{level: 2}, 500) })
	b.Run("m3", func(b *testing.B) { benchPuzzles(b, Spec{level: 3}, 500) })
	b.Run("m2-r39~56", func(b *testing.B) { benchPuzzles(b, Spec{level: 2, lo: 39, hi: 56}, 500) })
	b.Run("m2-rot180", func(b *testing.B) { benchPuzzles(b, Spec{level: 2, sym: symRot180}, 500) })
	b.Run("r20~53u-rot90", func(b *testing.B) {
		benchPuzzles(b, Spec{lo: 20, hi: 53, unique: true, sym: symRot90}, 10000)
	})
	b.Run("u-minimal", func(b *testing.B) { benchPuzzles(b, Spec{unique: true, minimal: true}, 500) })
}

// specName names a spec in benchmarks: r20~55u, m2, m3-r33~33, m2-rot90,
// u-minimal.
func specName(spec Spec) string {
	name := fmt.Sprintf("r%d~%d", spec.lo, spec.hi)
	switch {
	case spec.level != 0 && spec.hi == 0:
		name = fmt.Sprintf("m%d", spec.level)
	case spec.level != 0:
		name = fmt.Sprintf("m%d-r%d~%d", spec.level, spec.lo, spec.hi)
	case spec.minimal && spec.hi == 0:
		name = "u"
	case spec.unique:
		name += "u"
	}
	if spec.sym != symNone {
		name += "-" + spec.sym.String()
	}
	if spec.minimal {
		name += "-minimal"
	}
	return name
}

// digSpecs are the specs BenchmarkDig measures.
var digSpecs = []Spec{
	{lo: 20, hi: 55, unique: true}, {lo: 55, hi: 55, unique: true},
	{level: 1}, {level: 2}, {level: 3},
	{level: 1, lo: 56, hi: 56}, {level: 2, lo: 39, hi: 39}, {level: 2, lo: 56, hi: 56},
	{level: 3, lo: 33, hi: 33}, {level: 3, lo: 56, hi: 56},
	{lo: 20, hi: 53, unique: true, sym: symRot90}, {level: 2, sym: symRot180}, {level: 2, sym: symRot90},
	{level: 3, sym: symRot90}, {level: 2, sym: symMirror},
	{unique: true, minimal: true}, {level: 2, minimal: true},
}

// BenchmarkDig reports the time one core takes to make a puzzle, and how
// many times it calls the solver.
func BenchmarkDig(b *testing.B) {
	for _, spec := range digSpecs {
		b.Run(specName(spec), func(b *testing.B) {
			// 100 puzzles an iteration, so that make bench's few iterations
			// still average over many.
			const per = 100
			d := newDigger(spec)
			k := uint64(0)
			for b.Loop() {
				for range per {
					d.seed([2]uint64{5, 6}, k)
					k++
					d.next()
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*per), "ns/puzzle")
			b.ReportMetric(0, "ns/op")
			b.ReportMetric(float64(d.solves)/float64(b.N*per), "solves/puzzle")
		})
	}
}

// The flags of -n give the spec they ask for, a range cut to what the
// level, the symmetry or -minimal can make, or a usage error that says
// what can be made.
func TestPuzzleSpec(t *testing.T) {
	for _, tt := range []struct {
		level   int
		blanks  string
		ranged  bool
		unique  bool
		sym     string
		minimal bool
		want    Spec
		err     string
	}{
		{0, "20~55", false, false, "none", false, Spec{lo: 20, hi: 55}, ""},
		{0, "20~55", false, true, "none", false, Spec{lo: 20, hi: 55, unique: true}, ""},
		{2, "20~55", false, false, "none", false, Spec{level: 2}, ""},
		{2, "20~55", true, false, "none", false, Spec{level: 2, lo: 39, hi: 55}, ""},
		{3, "50", true, false, "rot180", false, Spec{level: 3, lo: 50, hi: 50, sym: symRot180}, ""},
		{3, "40", true, false, "rot180", false, Spec{}, "-r 40: -m 3 -sym rot180 makes puzzles with 46~53 blanks"},
		{2, "30~45", true, false, "rot90", false, Spec{}, "-r 30~45: -m 2 -sym rot90 makes puzzles with 49 blanks"},
		{0, "20~58", true, true, "diag", true, Spec{lo: 51, hi: 57, unique: true, sym: symDiag, minimal: true}, ""},
		{1, "1~72", true, false, "none", false, Spec{level: 1, lo: 1, hi: 56}, ""},
		{3, "20~30", true, false, "none", false, Spec{}, "-r 20~30: -m 3 makes puzzles with 33~56 blanks"},
		{2, "57~60", true, false, "none", false, Spec{}, "-r 57~60: -m 2 makes puzzles with 39~56 blanks"},
		{0, "1~72", true, false, "mirror", false, Spec{lo: 1, hi: 68, sym: symMirror}, ""},
		{0, "70~72", true, false, "flip", false, Spec{}, "-r 70~72: -sym flip makes puzzles with 1~68 blanks"},
		{0, "30", true, false, "rot90", false, Spec{}, "-r 30: -sym rot90 blanks four cells at a time, and the centre alone: want 4k or 4k+1 blanks"},
		{0, "30~31", true, true, "rot90", false, Spec{}, "-r 30~31: -sym rot90 blanks four cells at a time, and the centre alone: want 4k or 4k+1 blanks"},
		{0, "30~32", true, true, "rot90", false, Spec{lo: 30, hi: 32, unique: true, sym: symRot90}, ""},
		{0, "55~58", true, true, "rot90", false, Spec{}, "-r 55~58: -u -sym rot90 makes puzzles with 1~53 blanks"},
		{0, "20~55", false, true, "none", true, Spec{unique: true, minimal: true}, ""},
		{0, "20~58", true, true, "none", true, Spec{lo: 54, hi: 58, unique: true, minimal: true}, ""},
		{0, "59~60", true, true, "none", true, Spec{lo: 59, hi: 59, unique: true, minimal: true}, ""},
		{0, "59", true, true, "none", false, Spec{}, "-r 59: want LO~HI blanks, 1 ≤ LO ≤ HI ≤ 58 (72 without -u)"},
		{2, "20~40", true, false, "none", true, Spec{}, "-r 20~40: -minimal makes puzzles with 54~59 blanks"},
		{0, "20~55", false, false, "spiral", false, Spec{}, "-sym spiral: want none, rot180, rot90, mirror, flip, diag"},
		{0, "0~10", true, false, "none", false, Spec{}, "-r 0~10: want LO~HI blanks, 1 ≤ LO ≤ HI ≤ 58 (72 without -u)"},
	} {
		got, err := NewSpec(tt.level, tt.blanks, tt.ranged, tt.unique, tt.sym, tt.minimal)
		msg := ""
		if err != nil {
			msg = err.Error()
		}
		if msg != tt.err || err == nil && got != tt.want {
			t.Errorf("NewSpec(%d, %q, %v, %v, %q, %v) = %+v, %q; want %+v, %q",
				tt.level, tt.blanks, tt.ranged, tt.unique, tt.sym, tt.minimal, got, msg, tt.want, tt.err)
		}
	}
}
