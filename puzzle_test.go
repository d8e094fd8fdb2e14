package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime"
	"testing"
)

// puzzlesFor returns the output of makePuzzles for n puzzles of spec in the
// grid form.
func puzzlesFor(t testing.TB, n int64, spec puzzleSpec, seed uint64) []byte {
	return written(t, form{}, func(gw *gridWriter) error {
		return makePuzzles(gw, n, spec, rand.New(rand.NewPCG(seed, 0)))
	})
}

// checkPuzzles checks, with the tests' own counter and human solver, that
// puzzles are n puzzles as spec asks, none with an empty house.
func checkPuzzles(t testing.TB, puzzles []Grid, n int, spec puzzleSpec) {
	t.Helper()
	if len(puzzles) != n {
		t.Fatalf("%d puzzles, want %d", len(puzzles), n)
	}
	for k, p := range puzzles {
		blanks := 0
		for _, d := range p {
			if d == 0 {
				blanks++
			}
		}
		if spec.hi > 0 && (blanks < spec.lo || blanks > spec.hi) {
			t.Fatalf("puzzle %d: %d blanks, want %d to %d", k+1, blanks, spec.lo, spec.hi)
		}
		for u, cells := range testUnits {
			empty := true
			for _, i := range cells {
				empty = empty && p[i] == 0
			}
			if empty {
				t.Fatalf("puzzle %d: %s %d is empty", k+1, [3]string{"row", "column", "box"}[u/9], u%9+1)
			}
		}
		if spec.level != 0 || spec.unique {
			if n := countSolutions(p, 2); n != 1 {
				t.Fatalf("puzzle %d: %d solutions (counted up to 2), want 1", k+1, n)
			}
		} else {
			// Any solution will do: the solver's is checked independently.
			sol := p
			solve(&sol, 1)
			if err := checkSolution(&p, &sol); err != nil {
				t.Fatalf("puzzle %d has no solution: %v", k+1, err)
			}
		}
		if spec.level != 0 {
			if got := rate(&p); got != spec.level {
				t.Fatalf("puzzle %d rates %d, want %d", k+1, got, spec.level)
			}
			if got := humanLevel(p); got != spec.level {
				t.Fatalf("puzzle %d: the human solver puts it at level %d, want %d", k+1, got, spec.level)
			}
		}
		if err := checkSymmetric(&p, spec.sym.String()); err != nil {
			t.Fatalf("puzzle %d: %v", k+1, err)
		}
		if spec.minimal {
			if err := checkMinimal(p, spec.sym.String()); err != nil {
				t.Fatalf("puzzle %d: %v", k+1, err)
			}
		}
	}
}

// checkSymmetric reports a cell of p given whose image under the symmetry
// named is blank.
func checkSymmetric(p *Grid, sym string) error {
	for i := range p {
		if j := testImage(sym, i); (p[i] == 0) != (p[j] == 0) {
			return fmt.Errorf("r%dc%d is %d but its image under %s, r%dc%d, is %d", i/9+1, i%9+1, p[i], sym, j/9+1, j%9+1, p[j])
		}
	}
	return nil
}

// checkMinimal reports a set of givens of p, a cell and its images under
// the symmetry named, that can be blanked with p keeping one solution.
func checkMinimal(p Grid, sym string) error {
	for i, d := range p {
		if d == 0 {
			continue
		}
		q := p
		cells := []int{}
		for j := i; q[j] != 0; j = testImage(sym, j) {
			q[j] = 0
			cells = append(cells, j)
		}
		if n := countSolutions(q, 2); n < 2 {
			return fmt.Errorf("cells %v blanked, %d solution(s): not minimal", cells, n)
		}
	}
	return nil
}

// puzzleTests lists the specs the tests make puzzles of, with how many.
var puzzleTests = []struct {
	spec  puzzleSpec
	n     int
	short int // with -short
}{
	{puzzleSpec{lo: 20, hi: 55, unique: true}, 1000, 100},
	{puzzleSpec{lo: 55, hi: maxUniqueBlanks, unique: true}, 100, 10},
	{puzzleSpec{lo: 1, hi: 3, unique: true}, 20, 5},
	{puzzleSpec{lo: 20, hi: 55}, 1000, 100},
	{puzzleSpec{lo: 60, hi: maxBlanks}, 100, 5},
	{puzzleSpec{level: 1}, 300, 30},
	{puzzleSpec{level: 2}, 300, 30},
	{puzzleSpec{level: 3}, 100, 10},
	// A level within a range of blanks, at its ends too.
	{puzzleSpec{level: 1, lo: 1, hi: 56}, 100, 10},
	{puzzleSpec{level: 2, lo: 20, hi: 56}, 100, 10},
	{puzzleSpec{level: 2, lo: 39, hi: 39}, 20, 3},
	{puzzleSpec{level: 2, lo: 56, hi: 56}, 20, 3},
	{puzzleSpec{level: 3, lo: 33, hi: 33}, 20, 3},
	{puzzleSpec{level: 3, lo: 56, hi: 56}, 20, 3},
	// Symmetric givens, with every kind of puzzle.
	{puzzleSpec{lo: 1, hi: 72, sym: symDiag}, 100, 10},
	{puzzleSpec{lo: 60, hi: 68, sym: symMirror}, 100, 10},
	{puzzleSpec{lo: 68, hi: 68, sym: symFlip}, 20, 5},
	{puzzleSpec{lo: 72, hi: 72, sym: symRot90}, 20, 5},
	{puzzleSpec{lo: 20, hi: 55, unique: true, sym: symRot180}, 100, 10},
	{puzzleSpec{lo: 48, hi: 53, unique: true, sym: symRot90}, 50, 5},
	{puzzleSpec{level: 1, sym: symMirror}, 50, 5},
	{puzzleSpec{level: 2, sym: symRot180}, 50, 5},
	{puzzleSpec{level: 3, sym: symFlip}, 50, 5},
	{puzzleSpec{level: 2, lo: 45, hi: 50, sym: symDiag}, 30, 5},
	{puzzleSpec{level: 3, sym: symRot90}, 20, 3},
	// Minimal puzzles, and those within a range.
	{puzzleSpec{unique: true, minimal: true}, 20, 3},
	{puzzleSpec{unique: true, minimal: true, lo: 57, hi: 58}, 10, 2},
	{puzzleSpec{unique: true, minimal: true, lo: 59, hi: 59}, 10, 2},
	{puzzleSpec{level: 1, minimal: true}, 20, 3},
	{puzzleSpec{level: 2, minimal: true, sym: symDiag}, 10, 2},
	{puzzleSpec{level: 3, minimal: true, sym: symRot180}, 10, 2},
	{puzzleSpec{unique: true, minimal: true, sym: symRot90}, 10, 2},
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
			checkPuzzles(t, parseGrids(t, text), n, tt.spec)
		})
	}
}

// Every number of blanks in the range is made, with -u, -m and -sym.
func TestPuzzleBlanks(t *testing.T) {
	for _, spec := range []puzzleSpec{
		{lo: 54, hi: 56, unique: true},
		{level: 2, lo: 50, hi: 52},
		{level: 3, lo: 38, hi: 40},
		{lo: 50, hi: 53, unique: true, sym: symRot180},
	} {
		var seen [82]int
		for _, p := range parseGrids(t, puzzlesFor(t, 60, spec, 2)) {
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
	for _, spec := range []puzzleSpec{{lo: 20, hi: 55, unique: true}, {level: 2, lo: 48, hi: 53, sym: symRot180}} {
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
		seen := map[Grid]bool{}
		for _, p := range parseGrids(t, three) {
			if seen[p] {
				t.Fatalf("%s: puzzle made twice:\n%s", specName(spec), textOf(form{}, p))
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
	for _, spec := range []puzzleSpec{
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
		err := makePuzzles(newGridWriter(&buf, form{layout: lineLayout}), 3, spec, rand.New(rand.NewPCG(1, 0)))
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
	if want := readFile(t, golden); !bytes.Equal(buf.Bytes(), want) {
		t.Errorf("%s: got\n%s\nwant\n%s", golden, buf.Bytes(), want)
	}
}

// The deadly rectangles found are exactly the four cells of two rows and
// two columns whose digits can be swapped leaving a valid grid.
func TestRectangles(t *testing.T) {
	d := newDigger(puzzleSpec{lo: 20, hi: 55, unique: true})
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
						if g == s || checkGrid(&g) != nil {
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
	err := makePuzzles(newGridWriter(&failingWriter{left: 1000 * 163}, form{}), 100_000,
		puzzleSpec{lo: 20, hi: 30}, rand.New(rand.NewPCG(1, 1)))
	if !errors.Is(err, errFull) {
		t.Errorf("got %v, want %v", err, errFull)
	}
}

// A spec that cannot be met makes the run fail with a message, after a
// bounded number of tries.
func TestPuzzleGiveUp(t *testing.T) {
	if testing.Short() {
		t.Skip("a second of tries")
	}
	err := makePuzzles(newGridWriter(io.Discard, form{}), 1, puzzleSpec{level: 3, lo: 1, hi: 1}, rand.New(rand.NewPCG(1, 1)))
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

// The program writes puzzles to sudoku.txt, in either form, the same for
// the same seed.
func TestPuzzleRun(t *testing.T) {
	dir := testDir(t, map[string]string{"sudoku.txt": oldOutput})
	got := sudoku(t, dir, "", "-n", "40", "-m", "2", "-seed", "3")
	if got.code != 0 || got.stderr != "" || got.stdout != "" {
		t.Fatalf("got status %d, stdout %q, stderr %q", got.code, got.stdout, got.stderr)
	}
	text := readFile(t, filepath.Join(dir, "sudoku.txt"))
	checkPuzzles(t, parseGrids(t, text), 40, puzzleSpec{level: 2})
	if names := dirNames(t, dir); len(names) != 1 {
		t.Errorf("directory holds %v, want only sudoku.txt", names)
	}

	args := []string{"-n", "30", "-r", "40~50", "-u", "-seed", "4", "-o", "-"}
	grids := sudoku(t, dir, "", args...)
	lines := sudoku(t, dir, "", append(args, "-format", "line")...)
	if grids.code != 0 || lines.code != 0 {
		t.Fatalf("status %d, %d: %s%s", grids.code, lines.code, grids.stderr, lines.stderr)
	}
	puzzles := parseGrids(t, []byte(grids.stdout))
	checkPuzzles(t, puzzles, 30, puzzleSpec{lo: 40, hi: 50, unique: true})
	if want := textOf(form{layout: lineLayout}, puzzles...); lines.stdout != want {
		t.Errorf("-format line gave\n%.300s\nwant\n%.300s", lines.stdout, want)
	}
	// -m with -r cut to what the level can have under -sym; -minimal.
	sym := sudoku(t, dir, "", "-n", "10", "-m", "2", "-r", "45~50", "-sym", "rot180", "-seed", "5", "-o", "-")
	minimal := sudoku(t, dir, "", "-n", "3", "-u", "-minimal", "-sym", "diag", "-seed", "6", "-o", "-", "-format", "line")
	if sym.code != 0 || minimal.code != 0 || sym.stderr+minimal.stderr != "" {
		t.Fatalf("status %d, %d: %s%s", sym.code, minimal.code, sym.stderr, minimal.stderr)
	}
	checkPuzzles(t, parseGrids(t, []byte(sym.stdout)), 10, puzzleSpec{level: 2, lo: 48, hi: 50, sym: symRot180})
	lineGrids, err := parseOutput([]byte(minimal.stdout), true)
	if err != nil {
		t.Fatal(err)
	}
	checkPuzzles(t, lineGrids, 3, puzzleSpec{unique: true, minimal: true, sym: symDiag})

	// Without -seed, each run differs; without -r, the range is 20~55.
	a := sudoku(t, dir, "", "-n", "20", "-o", "-")
	b := sudoku(t, dir, "", "-n", "20", "-o", "-")
	if a.code != 0 || b.code != 0 || a.stdout == b.stdout {
		t.Errorf("two runs without -seed: status %d, %d, same output %v", a.code, b.code, a.stdout == b.stdout)
	}
	checkPuzzles(t, parseGrids(t, []byte(a.stdout)), 20, puzzleSpec{lo: 20, hi: 55})
}

// benchPuzzles reports puzzles a second made by makePuzzles on every core.
func benchPuzzles(b *testing.B, spec puzzleSpec, n int64) {
	seed := uint64(0)
	for b.Loop() {
		seed++
		if err := makePuzzles(newGridWriter(io.Discard, form{}), n, spec, rand.New(rand.NewPCG(seed, 0))); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N)*float64(n)/b.Elapsed().Seconds(), "puzzles/s")
	b.ReportMetric(0, "ns/op")
}

func BenchmarkPuzzles(b *testing.B) {
	b.Run("r20~55u", func(b *testing.B) { benchPuzzles(b, puzzleSpec{lo: 20, hi: 55, unique: true}, 10000) })
	b.Run("r20~55", func(b *testing.B) { benchPuzzles(b, puzzleSpec{lo: 20, hi: 55}, 10000) })
	b.Run("m1", func(b *testing.B) { benchPuzzles(b, puzzleSpec{level: 1}, 2000) })
	b.Run("m2", func(b *testing.B) { benchPuzzles(b, puzzleSpec{level: 2}, 500) })
	b.Run("m3", func(b *testing.B) { benchPuzzles(b, puzzleSpec{level: 3}, 500) })
	b.Run("m2-r39~56", func(b *testing.B) { benchPuzzles(b, puzzleSpec{level: 2, lo: 39, hi: 56}, 500) })
	b.Run("m2-rot180", func(b *testing.B) { benchPuzzles(b, puzzleSpec{level: 2, sym: symRot180}, 500) })
	b.Run("r20~53u-rot90", func(b *testing.B) {
		benchPuzzles(b, puzzleSpec{lo: 20, hi: 53, unique: true, sym: symRot90}, 10000)
	})
	b.Run("u-minimal", func(b *testing.B) { benchPuzzles(b, puzzleSpec{unique: true, minimal: true}, 500) })
}

// specName names a spec in benchmarks: r20~55u, m2, m3-r33~33, m2-rot90,
// u-minimal.
func specName(spec puzzleSpec) string {
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
var digSpecs = []puzzleSpec{
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
		want    puzzleSpec
		err     string
	}{
		{0, "20~55", false, false, "none", false, puzzleSpec{lo: 20, hi: 55}, ""},
		{0, "20~55", false, true, "none", false, puzzleSpec{lo: 20, hi: 55, unique: true}, ""},
		{2, "20~55", false, false, "none", false, puzzleSpec{level: 2}, ""},
		{2, "20~55", true, false, "none", false, puzzleSpec{level: 2, lo: 39, hi: 55}, ""},
		{3, "50", true, false, "rot180", false, puzzleSpec{level: 3, lo: 50, hi: 50, sym: symRot180}, ""},
		{3, "40", true, false, "rot180", false, puzzleSpec{}, "-r 40: -m 3 -sym rot180 makes puzzles with 46~53 blanks"},
		{2, "30~45", true, false, "rot90", false, puzzleSpec{}, "-r 30~45: -m 2 -sym rot90 makes puzzles with 49 blanks"},
		{0, "20~58", true, true, "diag", true, puzzleSpec{lo: 51, hi: 57, unique: true, sym: symDiag, minimal: true}, ""},
		{1, "1~72", true, false, "none", false, puzzleSpec{level: 1, lo: 1, hi: 56}, ""},
		{3, "20~30", true, false, "none", false, puzzleSpec{}, "-r 20~30: -m 3 makes puzzles with 33~56 blanks"},
		{2, "57~60", true, false, "none", false, puzzleSpec{}, "-r 57~60: -m 2 makes puzzles with 39~56 blanks"},
		{0, "1~72", true, false, "mirror", false, puzzleSpec{lo: 1, hi: 68, sym: symMirror}, ""},
		{0, "70~72", true, false, "flip", false, puzzleSpec{}, "-r 70~72: -sym flip makes puzzles with 1~68 blanks"},
		{0, "30", true, false, "rot90", false, puzzleSpec{}, "-r 30: -sym rot90 blanks four cells at a time, and the centre alone: want 4k or 4k+1 blanks"},
		{0, "30~31", true, true, "rot90", false, puzzleSpec{}, "-r 30~31: -sym rot90 blanks four cells at a time, and the centre alone: want 4k or 4k+1 blanks"},
		{0, "30~32", true, true, "rot90", false, puzzleSpec{lo: 30, hi: 32, unique: true, sym: symRot90}, ""},
		{0, "55~58", true, true, "rot90", false, puzzleSpec{}, "-r 55~58: -u -sym rot90 makes puzzles with 1~53 blanks"},
		{0, "20~55", false, true, "none", true, puzzleSpec{unique: true, minimal: true}, ""},
		{0, "20~58", true, true, "none", true, puzzleSpec{lo: 54, hi: 58, unique: true, minimal: true}, ""},
		{0, "59~60", true, true, "none", true, puzzleSpec{lo: 59, hi: 59, unique: true, minimal: true}, ""},
		{0, "59", true, true, "none", false, puzzleSpec{}, "-r 59: want LO~HI blanks, 1 ≤ LO ≤ HI ≤ 58 (72 without -u)"},
		{2, "20~40", true, false, "none", true, puzzleSpec{}, "-r 20~40: -minimal makes puzzles with 54~59 blanks"},
		{0, "20~55", false, false, "spiral", false, puzzleSpec{}, "-sym spiral: want none, rot180, rot90, mirror, flip, diag"},
		{0, "0~10", true, false, "none", false, puzzleSpec{}, "-r 0~10: want LO~HI blanks, 1 ≤ LO ≤ HI ≤ 58 (72 without -u)"},
	} {
		got, err := newPuzzleSpec(tt.level, tt.blanks, tt.ranged, tt.unique, tt.sym, tt.minimal)
		msg := ""
		if err != nil {
			msg = err.Error()
		}
		if msg != tt.err || err == nil && got != tt.want {
			t.Errorf("newPuzzleSpec(%d, %q, %v, %v, %q, %v) = %+v, %q; want %+v, %q",
				tt.level, tt.blanks, tt.ranged, tt.unique, tt.sym, tt.minimal, got, msg, tt.want, tt.err)
		}
	}
}
