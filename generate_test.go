package main

import (
	"bytes"
	"math/rand/v2"
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
	return i*arrangements + uint64(a)
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

// A shuffle is a permutation of [0, n).
func TestShuffle(t *testing.T) {
	sizes := []uint64{1, 2, 3, 5, 64, 1000, 4097, maxGrids(1)}
	if !testing.Short() {
		sizes = append(sizes, maxGrids(0))
	}
	rng := rand.New(rand.NewPCG(3, 4))
	for _, n := range sizes {
		s := newShuffle(n, rng)
		seen := make([]uint64, (n+63)/64)
		for k := range n {
			i := s.at(k)
			if i >= n || seen[i/64]&(1<<(i%64)) != 0 {
				t.Fatalf("n=%d: at(%d) = %d, out of range or seen before", n, k, i)
			}
			seen[i/64] |= 1 << (i % 64)
		}
	}
}

func BenchmarkGenerate(b *testing.B) {
	var buf bytes.Buffer
	gw := &gridWriter{w: &buf}
	rng := rand.New(rand.NewPCG(1, 2))
	b.SetBytes(163)
	for b.Loop() {
		buf.Reset()
		if err := generate(gw, 1000, 1, rng); err != nil {
			b.Fatal(err)
		}
	}
	b.SetBytes(163 * 1000)
}
