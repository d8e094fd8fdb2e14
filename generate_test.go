package main

import (
	"bytes"
	"fmt"
	"hash/crc32"
	"io"
	"math/rand/v2"
	"slices"
	"testing"

	"sudoku/internal/board"
	"sudoku/internal/oracle"
	"sudoku/internal/output"
)

// generated returns the output of generate for n grids in the grid form.
func generated(t testing.TB, n uint64, first int, seed uint64) []byte {
	return written(t, output.Form{}, func(gw *output.GridWriter) error {
		return generate(gw, n, first, rand.New(rand.NewPCG(seed, 0)))
	})
}

func TestGenerate(t *testing.T) {
	n := 100_000
	for _, first := range []int{0, 1, 9} {
		oracle.CheckGrids(t, oracle.ParseGrids(t, generated(t, uint64(n), first, 1)), n, uint8(first))
	}
}

func TestGenerateMillion(t *testing.T) {
	if testing.Short() {
		t.Skip("slow")
	}
	n := 1_000_000
	oracle.CheckGrids(t, oracle.ParseGrids(t, generated(t, uint64(n), 5, 2)), n, 5)
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

// indexOf recovers the number of a grid made by gridAt from the grid alone,
// by the argument in generate.go: row 1 is the permutation, and each other
// row is row 1 shifted by the shift of the base row placed there.
func indexOf(t *testing.T, g *board.Grid, first int) uint64 {
	var pos [10]int // pos[d] is the column of d in row 1
	for c := range 9 {
		pos[g[c]] = c
	}
	var base [9]int // the base row placed at each row
	for r := range 9 {
		s := pos[g[r*9]] // row r is row 1 shifted left by s
		base[r] = slices.Index(shift[:], s)
	}
	order := func(rows []int, from int) int {
		for k, o := range board.Orders {
			if rows[0]-from == o[0] && rows[1]-from == o[1] && rows[2]-from == o[2] {
				return k
			}
		}
		t.Fatalf("rows %v are not an order of band %d", rows, from/3)
		return 0
	}
	a := (base[1]-1)%2 + 2*order(base[3:6], 3) + 12*order(base[6:9], 6)
	// The permutation's number in the factorial number system.
	pool := []uint8{1, 2, 3, 4, 5, 6, 7, 8, 9}
	var i, weight uint64 = 0, 1
	for c := range 9 {
		j := bytes.IndexByte(pool, g[c])
		pool = append(pool[:j], pool[j+1:]...)
		if c == 0 && first != 0 {
			continue
		}
		i += uint64(j) * weight
		weight *= uint64(len(pool) + 1)
	}
	// Its head and tail.
	h, tail := i%heads(first), i/heads(first)
	return h*tailArrs + tail*arrangements + uint64(a)
}

// Different numbers give different grids: each grid gives its number back.
func TestGridAtInjective(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for _, first := range []int{0, 4} {
		for range 20000 {
			i := rng.Uint64N(maxGrids(first))
			g := gridAt(i, first)
			if err := oracle.CheckGrid(&g); err != nil {
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

// A shuffle is a permutation of the pairs: every number of [0, a·b) is
// reached once.
func TestShuffle(t *testing.T) {
	sizes := [][2]uint32{{1, 1}, {1, 7}, {7, 1}, {2, 3}, {5, 64}, {97, 31}, {uint32(heads(1)), tailArrs}}
	if !testing.Short() {
		sizes = append(sizes, [2]uint32{uint32(heads(0)), tailArrs})
	}
	rng := rand.New(rand.NewPCG(3, 4))
	for _, size := range sizes {
		s := newShuffle(size[0], size[1], rng)
		n := uint64(size[0]) * uint64(size[1])
		seen := make([]uint64, (n+63)/64)
		for k := range n {
			i := s.at(k)
			if i >= n || seen[i/64]&(1<<(i%64)) != 0 {
				t.Fatalf("%d×%d: at(%d) = %d, out of range or seen before", size[0], size[1], k, i)
			}
			seen[i/64] |= 1 << (i % 64)
		}
	}
}

// eachHead visits every head once, with the digits permutation gives it:
// its four, and the other five in ascending order.
func TestEachHead(t *testing.T) {
	for first := range 10 {
		seen := make([]bool, heads(first))
		eachHead(first, func(h int, head [4]uint8, rest uint64) {
			if h < 0 || h >= len(seen) || seen[h] {
				t.Fatalf("first=%d: head %d out of range or seen before", first, h)
			}
			seen[h] = true
			p := permutation(uint64(h), first)
			for k, d := range p {
				got := head[k%4]
				if k >= 4 {
					got = uint8(rest >> (4 * (k - 4)) & 15)
				}
				if got != d {
					t.Fatalf("first=%d: head %d: digit %d is %d, permutation says %d", first, h, k, got, d)
				}
			}
		})
		for h, ok := range seen {
			if !ok {
				t.Fatalf("first=%d: head %d not visited", first, h)
			}
		}
	}
}

// reference writes to w what generate should: grid s.at(k) for k < n, made
// by gridAt and written by a gridWriter in form f.
func reference(t testing.TB, w io.Writer, n uint64, first int, f output.Form, seed uint64) {
	gw := output.NewGridWriter(w, f)
	s := newShuffle(uint32(heads(first)), tailArrs, rand.New(rand.NewPCG(seed, 0)))
	for k := range n {
		g := gridAt(s.at(k), first)
		if err := gw.Write(&g); err != nil {
			t.Fatal(err)
		}
	}
}

// forms lists the output forms.
var forms = []output.Form{{}, {Layout: output.LineLayout}, {CRLF: true}, {Layout: output.LineLayout, CRLF: true}}

// The fast generator writes the grids of the definition, byte for byte,
// whatever the number of workers: in every form, for runs of one piece and
// of several, whose pieces end inside a grid, between two, or at the end;
// and it counts every grid. Under the race detector, which is here for
// the workers, the forms with CRLF are left to the plain run.
func TestGenerateBlocks(t *testing.T) {
	fs := forms
	if oracle.Race {
		fs = forms[:2]
	}
	for _, f := range fs {
		per := uint64(pieceBytes / f.Size()) // grids a piece holds whole
		for _, n := range []uint64{1, 2, per - 1, per, per + 1, per + 2, 5*per + 3} {
			for _, first := range []int{0, 3} {
				var want bytes.Buffer
				reference(t, &want, n, first, f, n)
				for _, workers := range []int{1, 2, 3} {
					var buf bytes.Buffer
					g := newGenerator(first, f, rand.New(rand.NewPCG(n, 0)))
					gw := output.NewGridWriter(&buf, f)
					if err := g.write(gw, n, workers); err != nil {
						t.Fatal(err)
					}
					if !bytes.Equal(buf.Bytes(), want.Bytes()) {
						t.Fatalf("n=%d first=%d form=%+v workers=%d: output differs from gridAt's", n, first, f, workers)
					}
					if got := gw.Written(); got != int64(n) {
						t.Fatalf("n=%d form=%+v workers=%d: %d grids counted", n, f, workers, got)
					}
				}
			}
		}
	}
}

// generate writes the grids of the definition on either side of smallRun,
// up to which it makes them one at a time rather than from tables.
func TestGenerateSmallRun(t *testing.T) {
	for _, f := range forms {
		for _, n := range []uint64{1, smallRun, smallRun + 1} {
			for _, first := range []int{0, 7} {
				var want, got bytes.Buffer
				reference(t, &want, n, first, f, n)
				gw := output.NewGridWriter(&got, f)
				if err := generate(gw, n, first, rand.New(rand.NewPCG(n, 0))); err != nil {
					t.Fatal(err)
				}
				if !bytes.Equal(got.Bytes(), want.Bytes()) {
					t.Fatalf("n=%d first=%d form=%+v: output differs from gridAt's", n, first, f)
				}
				if c := gw.Written(); c != int64(n) {
					t.Fatalf("n=%d form=%+v: %d grids counted", n, f, c)
				}
			}
		}
	}
}

// A checksum is a writer that keeps a CRC and a length of what it is given.
type checksum struct {
	crc uint32
	n   int64
}

func (c *checksum) Write(p []byte) (int, error) {
	c.crc = crc32.Update(c.crc, crc32.IEEETable, p)
	c.n += int64(len(p))
	return len(p), nil
}

// The largest runs: one worker and two give the same bytes, of the right
// length. In the long suite, those of the definition too, with -first (the
// definition is slow for the largest run without it).
func TestGenerateMax(t *testing.T) {
	if oracle.Race && testing.Short() {
		t.Skip("a minute under the race detector; TestGenerate runs the workers under it")
	}
	firsts := []int{4}
	if !testing.Short() && !oracle.Race {
		firsts = append(firsts, 0)
	}
	for _, first := range firsts {
		n := maxGrids(first)
		var sums [3]checksum
		for i, workers := range []int{1, 2} {
			g := newGenerator(first, output.Form{}, rand.New(rand.NewPCG(9, 0)))
			if err := g.write(output.NewGridWriter(&sums[i], output.Form{}), n, workers); err != nil {
				t.Fatal(err)
			}
		}
		sums[2] = sums[0]
		if first != 0 && !testing.Short() {
			sums[2] = checksum{}
			reference(t, &sums[2], n, first, output.Form{}, 9)
		}
		if sums[0] != sums[1] || sums[0] != sums[2] || sums[0].n != int64(n)*163-1 {
			t.Errorf("first=%d: %d grids: one worker, two and gridAt gave %+v", first, n, sums)
		}
	}
}

// A write error stops the run and is returned.
func TestGenerateWriteError(t *testing.T) {
	g := newGenerator(0, output.Form{}, rand.New(rand.NewPCG(1, 0)))
	err := g.write(output.NewGridWriter(&oracle.FailingWriter{Left: 1000}, output.Form{}), 20*pieceBytes/163, 2)
	if err != oracle.ErrFull {
		t.Errorf("got %v, want %v", err, oracle.ErrFull)
	}
}

// BenchmarkGenerate makes 100,000 grids (16 MB) in each form, with one
// worker and with two, and throws them away.
func BenchmarkGenerate(b *testing.B) {
	for _, name := range []string{"grid", "line"} {
		for _, workers := range []int{1, 2} {
			b.Run(fmt.Sprintf("%s/workers=%d", name, workers), func(b *testing.B) {
				const n = 100_000
				f := output.LineOr(name == "line")
				g := newGenerator(0, f, rand.New(rand.NewPCG(1, 2)))
				b.SetBytes(int64(n * f.Size()))
				for b.Loop() {
					if err := g.write(output.NewGridWriter(io.Discard, f), n, workers); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}
