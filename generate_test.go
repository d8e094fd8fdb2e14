package main

import (
	"bytes"
	"errors"
	"fmt"
	"hash/maphash"
	"io"
	"math/rand/v2"
	"runtime"
	"sync"
	"testing"
)

// generated returns the output of generate for n grids in the grid form.
func generated(t testing.TB, n uint64, first int, seed uint64) []byte {
	t.Helper()
	var buf bytes.Buffer
	buf.Grow(int(n) * 163)
	err := generate(&gridWriter{w: &buf}, n, first, rand.New(rand.NewPCG(seed, 0)))
	if err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func TestGenerate(t *testing.T) {
	n := 100_000
	if raceEnabled {
		n = 10_000
	}
	for _, first := range []int{0, 1, 9} {
		checkGrids(t, parseGrids(t, generated(t, uint64(n), first, 1)), n, uint8(first))
	}
}

func TestGenerateMillion(t *testing.T) {
	if testing.Short() {
		t.Skip("slow")
	}
	n := 1_000_000
	checkGrids(t, parseGrids(t, generated(t, uint64(n), 5, 2)), n, 5)
}

func TestGenerateSeed(t *testing.T) {
	a, b, c := generated(t, 1000, 0, 7), generated(t, 1000, 0, 7), generated(t, 1000, 0, 8)
	if !bytes.Equal(a, b) {
		t.Error("the same seed gave different grids")
	}
	if bytes.Equal(a, c) {
		t.Error("different seeds gave the same grids")
	}
}

// The line form holds the same grids as the grid form.
func TestGenerateLine(t *testing.T) {
	n := 10_000
	var buf bytes.Buffer
	if err := generate(&gridWriter{w: &buf, line: true}, uint64(n), 3, rand.New(rand.NewPCG(5, 0))); err != nil {
		t.Fatal(err)
	}
	lines := buf.Bytes()
	grids := parseGrids(t, generated(t, uint64(n), 3, 5))
	if len(lines) != n*82 {
		t.Fatalf("line form is %d bytes, want %d", len(lines), n*82)
	}
	for k, g := range grids {
		line := lines[k*82 : k*82+82]
		for c, d := range g {
			if line[c] != '0'+d {
				t.Fatalf("grid %d: line %q differs from the grid form", k+1, line)
			}
		}
		if line[81] != '\n' {
			t.Fatalf("grid %d: line %q does not end in a newline", k+1, line)
		}
	}
}

// reference writes grids 0 to n−1 of g one at a time through gridWriter,
// the plain way the block writers must match byte for byte.
func reference(t testing.TB, w io.Writer, g *generator, first int, n uint64) {
	t.Helper()
	gw := &gridWriter{w: w, line: g.line}
	for k := range n {
		grid := gridAt(g.s.at(k), first)
		if err := gw.write(&grid); err != nil {
			t.Fatal(err)
		}
	}
}

func newGenerator(first int, line bool, seed uint64) *generator {
	rng := rand.New(rand.NewPCG(seed, 9))
	return &generator{s: gridShuffle(first, rng), base: firstRank(first), line: line}
}

// orderedAt is an io.WriterAt that passes what is written at offsets to w
// in order, keeping what comes early until the bytes before it come.
type orderedAt struct {
	mu    sync.Mutex
	w     io.Writer
	n     int64            // bytes passed to w
	early map[int64][]byte // by offset
}

func (o *orderedAt) WriteAt(p []byte, off int64) (int, error) {
	o.mu.Lock()
	defer o.mu.Unlock()
	if o.early == nil {
		o.early = map[int64][]byte{}
	}
	if _, ok := o.early[off]; ok || off < o.n {
		return 0, fmt.Errorf("offset %d written twice", off)
	}
	o.early[off] = append([]byte(nil), p...)
	for b, ok := o.early[o.n]; ok; b, ok = o.early[o.n] {
		delete(o.early, o.n)
		if _, err := o.w.Write(b); err != nil {
			return 0, err
		}
		o.n += int64(len(b))
	}
	return len(p), nil
}

// writeBoth writes grids 0 to n−1 of g with the given workers to a stream
// and at offsets, and returns both outputs.
func writeBoth(t testing.TB, g *generator, n, per uint64, workers int) (stream, offsets []byte) {
	t.Helper()
	var s, o bytes.Buffer
	if err := g.write(&s, nil, n, per, workers); err != nil {
		t.Fatal(err)
	}
	at := &orderedAt{w: &o}
	if err := g.write(nil, at, n, per, workers); err != nil {
		t.Fatal(err)
	}
	if len(at.early) > 0 {
		t.Fatalf("%d blocks were written after a gap", len(at.early))
	}
	return s.Bytes(), o.Bytes()
}

// Blocks made by any number of goroutines, of any size, written in turn or
// at offsets, hold the same bytes as grids written one at a time: N of one
// block, of a few, not a multiple of the block size, and many blocks of one
// grid.
func TestGenerateBlocks(t *testing.T) {
	for _, first := range []int{0, 1, 6} {
		for _, line := range []bool{false, true} {
			for _, tt := range []struct {
				n, per uint64
			}{
				{1, 7}, {2, 7}, {6, 7}, {7, 7}, {8, 7}, {14, 7}, {15, 7}, {1000, 7}, {300, 1},
				{1, blockGrids}, {3*blockGrids + 5, blockGrids}, {2 * blockGrids, blockGrids},
			} {
				g := newGenerator(first, line, tt.n)
				var want bytes.Buffer
				reference(t, &want, g, first, tt.n)
				for _, workers := range []int{1, 2, 3} {
					stream, offsets := writeBoth(t, g, tt.n, tt.per, workers)
					for _, got := range [][]byte{stream, offsets} {
						if !bytes.Equal(got, want.Bytes()) {
							t.Fatalf("first %d, line %v, %d grids in blocks of %d by %d workers: the blocks differ from the grids written one at a time",
								first, line, tt.n, tt.per, workers)
						}
					}
				}
			}
		}
	}
}

// raceEnabled is set when the tests run under the race detector.
var raceEnabled bool

// The largest N: all the grids -first allows and, but under the race
// detector, all the grids there are. One goroutine and several write the
// same bytes, in turn and at offsets, and but under the race detector so
// does writing the grids with -first one at a time. It is slow, so the
// short suite leaves it to TestGenerateBlocks, which runs the same code on
// fewer grids.
func TestGenerateAll(t *testing.T) {
	if testing.Short() {
		t.Skip("slow")
	}
	long := !raceEnabled
	firsts := []int{9}
	if long {
		firsts = append(firsts, 0)
	}
	seed := maphash.MakeSeed()
	for _, first := range firsts {
		n := maxGrids(first)
		g := newGenerator(first, false, 1)
		sum := func(write func(io.Writer) error) uint64 {
			var h maphash.Hash
			h.SetSeed(seed)
			w := &countWriter{w: &h}
			if err := write(w); err != nil {
				t.Fatal(err)
			}
			if w.n != int64(n)*163-1 {
				t.Fatalf("first %d: %d bytes, want %d", first, w.n, int64(n)*163-1)
			}
			return h.Sum64()
		}
		one := sum(func(w io.Writer) error { return g.write(w, nil, n, blockGrids, 1) })
		if sum(func(w io.Writer) error { return g.write(w, nil, n, blockGrids, 2) }) != one {
			t.Errorf("first %d: one goroutine and two wrote different grids in turn", first)
		}
		if sum(func(w io.Writer) error { return g.write(nil, &orderedAt{w: w}, n, blockGrids, 3) }) != one {
			t.Errorf("first %d: one goroutine in turn and three at offsets wrote different grids", first)
		}
		if long && first != 0 {
			ref := sum(func(w io.Writer) error { reference(t, w, g, first, n); return nil })
			if ref != one {
				t.Errorf("first %d: the blocks differ from the grids written one at a time", first)
			}
		}
	}
}

type countWriter struct {
	w io.Writer
	n int64
}

func (c *countWriter) Write(p []byte) (int, error) {
	n, err := c.w.Write(p)
	c.n += int64(n)
	return n, err
}

// A failing write stops the run with its error, in turn or at offsets,
// whatever the number of goroutines.
func TestGenerateWriteError(t *testing.T) {
	for _, workers := range []int{1, 2, 3} {
		w := &failWriter{after: 3}
		err := newGenerator(0, false, 1).write(w, nil, 100, 7, workers)
		if !errors.Is(err, errFull) || w.writes != 4 {
			t.Errorf("%d workers: got %v after %d writes, want %v after 4", workers, err, w.writes, errFull)
		}
		w = &failWriter{after: 3}
		err = newGenerator(0, false, 1).write(nil, w, 100, 7, workers)
		if !errors.Is(err, errFull) || w.writes < 4 || w.writes > 3+workers {
			t.Errorf("%d workers at offsets: got %v after %d writes, want %v after 4 to %d", workers, err, w.writes, errFull, 3+workers)
		}
	}
}

// A failWriter fails every write after the first few.
type failWriter struct {
	mu            sync.Mutex
	after, writes int
}

func (f *failWriter) Write(p []byte) (int, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.writes++
	if f.writes > f.after {
		return 0, errFull
	}
	return len(p), nil
}

func (f *failWriter) WriteAt(p []byte, off int64) (int, error) {
	return f.Write(p)
}

// indexOf recovers the number of a grid made by gridAt from the grid alone,
// by the argument in generate.go: row 1 is the permutation, and each other
// row is row 1 shifted by the shift of the base row placed there.
func indexOf(t *testing.T, g *Grid, first int) uint64 {
	var pos [10]int // pos[d] is the column of d in row 1
	for c := range 9 {
		pos[g[c]] = c
	}
	var base [9]int // the base row placed at each row
	for r := range 9 {
		s := pos[g[r*9]] // row r is row 1 shifted left by s
		base[r] = slicesIndex(shift[:], s)
	}
	order := func(rows []int, from int) int {
		for k, o := range orders {
			if rows[0]-from == o[0] && rows[1]-from == o[1] && rows[2]-from == o[2] {
				return k
			}
		}
		t.Fatalf("rows %v are not an order of band %d", rows, from/3)
		return 0
	}
	a := (base[1]-1)%2 + 2*order(base[3:6], 3) + 12*order(base[6:9], 6)
	// The rank of row 1 in lexicographic order: the number of permutations
	// that agree with it up to a column and have a smaller digit there.
	var rank uint64
	for c := range 9 {
		smaller := 0
		for _, d := range g[c+1 : 9] {
			if d < g[c] {
				smaller++
			}
		}
		rank += uint64(smaller) * factorial(8-c)
	}
	if first != 0 {
		rank -= uint64(first-1) * factorial(8)
	}
	return rank*arrangements + uint64(a)
}

func factorial(n int) uint64 {
	f := uint64(1)
	for k := 2; k <= n; k++ {
		f *= uint64(k)
	}
	return f
}

func slicesIndex(s []int, v int) int {
	for i, x := range s {
		if x == v {
			return i
		}
	}
	return -1
}

// Different numbers give different grids: each grid gives its number back.
func TestGridAtInjective(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for _, first := range []int{0, 4} {
		for range 20000 {
			i := rng.Uint64N(maxGrids(first))
			g := gridAt(i, first)
			if err := checkGrid(&g); err != nil {
				t.Fatalf("grid %d: %v", i, err)
			}
			if first != 0 && int(g[0]) != first {
				t.Fatalf("grid %d starts with %d", i, g[0])
			}
			if back := indexOf(t, &g, first); back != i {
				t.Fatalf("grid %d reads back as %d", i, back)
			}
		}
	}
}

// The tables give every grid number the grid gridAt gives it: every head,
// every set of five digits left with every order, every arrangement.
func TestGenerateTables(t *testing.T) {
	for _, line := range []bool{false, true} {
		var nums []uint64
		for u := range uint64(3024) {
			for v := range uint64(120) {
				if v == u%120 || u%24 == 0 {
					nums = append(nums, (u*120+v)*arrangements+(u+v)%arrangements)
				}
			}
		}
		var want []byte
		for _, i := range nums {
			grid := gridAt(i, 0)
			if line {
				want = appendLine(want, &grid)
			} else {
				want = append(appendGrid(want, &grid), '\n')
			}
		}
		var ms []making
		for _, i := range nums {
			ms = append(ms, decode(i, 0))
		}
		got := putGrids([]byte("x"), ms)
		if line {
			got = putLines([]byte("x"), ms)
		}
		if !bytes.Equal(got[1:], want) || got[0] != 'x' {
			t.Fatalf("line %v: the grids differ from those of gridAt", line)
		}
	}
}

// A shuffle is a permutation of [0, rows·cols).
func TestShuffle(t *testing.T) {
	sizes := [][2]uint64{{1, 1}, {1, 2}, {2, 1}, {2, 3}, {5, 1}, {8, 8}, {25, 40}, {17, 241}, {1680, 1728}}
	if !testing.Short() {
		sizes = append(sizes, [2]uint64{5040, 5184})
	}
	rng := rand.New(rand.NewPCG(3, 4))
	for _, size := range sizes {
		s := newShuffle(size[0], size[1], rng)
		n := size[0] * size[1]
		seen := make([]uint64, (n+63)/64)
		for k := range n {
			i := s.at(k)
			if i >= n || seen[i/64]&(1<<(i%64)) != 0 {
				t.Fatalf("%d·%d: at(%d) = %d, out of range or seen before", size[0], size[1], k, i)
			}
			seen[i/64] |= 1 << (i % 64)
		}
	}
}

// The grid shuffles cover exactly the grid numbers.
func TestGridShuffle(t *testing.T) {
	for _, first := range []int{0, 1} {
		s := gridShuffle(first, rand.New(rand.NewPCG(1, 1)))
		if s.rows*s.cols != maxGrids(first) {
			t.Errorf("first %d: the shuffle has %d·%d numbers, want %d", first, s.rows, s.cols, maxGrids(first))
		}
	}
}

// BenchmarkGenerate makes the grids of sudoku -c 1000000 -first 1, in the
// grid form unless the name says line, with a goroutine a core or one; fill
// makes the blocks alone, one after the other in one buffer.
func BenchmarkGenerate(b *testing.B) {
	const n = 1_000_000
	for _, bb := range []struct {
		name    string
		line    bool
		workers int
	}{
		{"grid", false, runtime.GOMAXPROCS(0)},
		{"grid/1worker", false, 1},
		{"line", true, runtime.GOMAXPROCS(0)},
	} {
		b.Run(bb.name, func(b *testing.B) {
			g := newGenerator(1, bb.line, 1)
			w := &countWriter{w: io.Discard}
			for b.Loop() {
				w.n = 0
				if err := g.write(w, nil, n, blockGrids, bb.workers); err != nil {
					b.Fatal(err)
				}
			}
			b.SetBytes(w.n)
		})
	}
	b.Run("fill", func(b *testing.B) {
		g := newGenerator(1, false, 1)
		buf := make([]byte, 0, blockGrids*163)
		for b.Loop() {
			for k := uint64(0); k < n; k += blockGrids {
				buf = g.fill(buf[:0], k, min(n, k+blockGrids))
			}
		}
		b.SetBytes(n * 163)
	})
}

// BenchmarkShuffle numbers the grids of sudoku -c 1000000, as fill does.
func BenchmarkShuffle(b *testing.B) {
	const n = 1_000_000
	s := gridShuffle(0, rand.New(rand.NewPCG(1, 2)))
	var nums [256]uint64
	for b.Loop() {
		for k := uint64(0); k < n; k += uint64(len(nums)) {
			s.walk(nums[:], k)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/n, "ns/grid")
}
