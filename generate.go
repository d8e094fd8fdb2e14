package main

import (
	"math/bits"
	"math/rand/v2"
)

// The generator builds a grid from a permutation p of the nine digits and an
// arrangement of rows. Row r of the base pattern is the first row shifted
// left by shift[r], and shifts that differ by 3 within a band and by 1
// between bands make every row, column and box hold each digit once. The
// rows of each band are then reordered, the first row staying first, which
// gives 2·6·6 = 72 arrangements.
//
// Distinct (p, arrangement) pairs give distinct grids: the first row is p
// itself, and every other row, being a shift of it by a known amount, tells
// which base row was put there. So there are 9!·72 = 26,127,360 grids, and
// 8!·72 = 2,903,040 with the top-left digit fixed.
var shift = [9]int{0, 3, 6, 1, 4, 7, 2, 5, 8}

const arrangements = 72

// orders lists the six orders of three rows.
var orders = [6][3]int{{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}}

// maxGrids returns how many distinct grids the generator can make.
func maxGrids(first int) uint64 {
	if first != 0 {
		return 40320 * arrangements
	}
	return 362880 * arrangements
}

// gridAt returns grid number i, 0 ≤ i < maxGrids(first), of those with the
// top-left digit first (any digit when first is 0).
func gridAt(i uint64, first int) Grid {
	a := int(i % arrangements)
	p := permutation(i/arrangements, first)
	// rows[r] is the base row placed at row r.
	rows := [9]int{0, 1 + a%2, 2 - a%2}
	for b, o := range [2][3]int{orders[a/2%6], orders[a/12]} {
		for k := range 3 {
			rows[3+3*b+k] = 3 + 3*b + o[k]
		}
	}
	var g Grid
	for r := range 9 {
		s := shift[rows[r]]
		for c := range 9 {
			g[r*9+c] = p[(s+c)%9]
		}
	}
	return g
}

// permutation returns permutation number i of the digits 1–9 in the
// factorial number system, the first digit fixed to first unless it is 0.
func permutation(i uint64, first int) [9]uint8 {
	var p [9]uint8
	pool := []uint8{1, 2, 3, 4, 5, 6, 7, 8, 9}
	k := 0
	if first != 0 {
		p[0] = uint8(first)
		pool = append(pool[:first-1], pool[first:]...)
		k = 1
	}
	for ; k < 9; k++ {
		n := uint64(len(pool))
		j := i % n
		i /= n
		p[k] = pool[j]
		pool = append(pool[:j], pool[j+1:]...)
	}
	return p
}

// A shuffle is a keyed permutation of [0, n): a Feistel network on the
// smallest even number of bits that holds n, walked again while the result
// is out of range. Grid k of a run is grid shuffle.at(k), so grids are
// distinct without remembering which were made.
type shuffle struct {
	n    uint64
	half uint
	keys [4]uint64
}

func newShuffle(n uint64, rng *rand.Rand) *shuffle {
	s := &shuffle{n: n, half: uint(bits.Len64(n-1)+1) / 2}
	for i := range s.keys {
		s.keys[i] = rng.Uint64()
	}
	return s
}

func (s *shuffle) at(i uint64) uint64 {
	mask := uint64(1)<<s.half - 1
	for {
		l, r := i>>s.half, i&mask
		for _, k := range s.keys {
			l, r = r, l^(mix(r^k)&mask)
		}
		i = l<<s.half | r
		if i < s.n {
			return i
		}
	}
}

// mix is the finalizer of SplitMix64, a bijective scrambler of 64-bit words.
func mix(x uint64) uint64 {
	x ^= x >> 30
	x *= 0xbf58476d1ce4e5b9
	x ^= x >> 27
	x *= 0x94d049bb133111eb
	return x ^ x>>31
}

// generate writes n distinct solved grids, n ≤ maxGrids(first), chosen by rng.
func generate(gw *gridWriter, n uint64, first int, rng *rand.Rand) error {
	s := newShuffle(maxGrids(first), rng)
	for k := range n {
		g := gridAt(s.at(k), first)
		if err := gw.write(&g); err != nil {
			return err
		}
	}
	return nil
}
