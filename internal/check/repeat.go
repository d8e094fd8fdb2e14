package check

import (
	"cmp"
	"encoding/binary"
	"fmt"
	"hash/maphash"
	"io"
	"math"
	"math/bits"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"

	"sudoku/internal/board"
	"sudoku/internal/fault"
	"sudoku/internal/output"
)

// A gridBits is a grid as bits, three words a row: the digits of columns
// 1–4 and of columns 5–8, each as bit d of a 16-bit lane of its own, and
// the digit of column 9. A cell that is not a digit 1–9 is bit 0. The
// first pass of -check turns each grid into one, which takes a table
// look-up a cell, and checks it and takes its fingerprint with a few
// operations on words a row.
type gridBits [9][3]uint64

// laneBits gives the bits of a cell, by lane·256 + its character: one
// table, whose start the compiler keeps in a register.
var laneBits = func() (t [4 * 256]uint64) {
	for i := range t {
		d := i%256 - '0'
		if d < 1 || d > 9 {
			d = 0
		}
		t[i] = 1 << (16*(i/256) + d)
	}
	return t
}()

// fromGridText reads x from t, a grid in the grid form laid out exactly,
// whose rows are stride bytes apart.
func (x *gridBits) fromGridText(t []byte, stride int) {
	for r := range x {
		row := t[r*stride : r*stride+17]
		x[r][0] = laneBits[row[0]] | laneBits[256+int(row[2])] | laneBits[512+int(row[4])] | laneBits[768+int(row[6])]
		x[r][1] = laneBits[row[8]] | laneBits[256+int(row[10])] | laneBits[512+int(row[12])] | laneBits[768+int(row[14])]
		x[r][2] = laneBits[row[16]]
	}
}

// fromLineText reads x from t, a grid in the line form laid out exactly.
func (x *gridBits) fromLineText(t []byte) {
	for r := range x {
		row := t[r*9 : r*9+9]
		x[r][0] = laneBits[row[0]] | laneBits[256+int(row[1])] | laneBits[512+int(row[2])] | laneBits[768+int(row[3])]
		x[r][1] = laneBits[row[4]] | laneBits[256+int(row[5])] | laneBits[512+int(row[6])] | laneBits[768+int(row[7])]
		x[r][2] = laneBits[row[8]]
	}
}

// fromGrid reads x from g.
func (x *gridBits) fromGrid(g *board.Grid) {
	*x = gridBits{}
	for r := range x {
		for c, d := range g[r*9 : r*9+9] {
			x[r][c/4] |= laneBits[c%4*256+int(min(d, 10)+'0')]
		}
	}
}

const (
	lanes = 0x0001000100010001 // a 1 in each lane: the top lane of a multiple is the sum of the lanes
	all4  = 0x3fe * lanes      // each lane holding the bits of 1 to 9
)

// valid reports whether x is a solved grid: the bits of the nine cells of
// each row, column and box add up to those of all nine digits, which nine
// powers of two can only do if each digit is in one cell.
func (x *gridBits) valid() bool {
	var col0, col1, col2, bad uint64 // by column, in lanes
	for b := 0; b < 9; b += 3 {
		band := (*[3][3]uint64)(x[b : b+3])
		bad |= rowBad(&band[0]) | rowBad(&band[1]) | rowBad(&band[2])
		box0 := band[0][0] + band[1][0] + band[2][0]
		box1 := band[0][1] + band[1][1] + band[2][1]
		box2 := band[0][2] + band[1][2] + band[2][2]
		bad |= (box0<<16)*lanes>>48 ^ 0x3fe              // columns 1–3
		bad |= (box0>>48 + (box1<<32)*lanes>>48) ^ 0x3fe // 4–6
		bad |= ((box1>>32)*lanes>>48 + box2) ^ 0x3fe     // 7–9
		col0, col1, col2 = col0+box0, col1+box1, col2+box2
	}
	return bad|(col0^all4)|(col1^all4)|(col2^0x3fe) == 0
}

// rowBad returns 0 if row holds the bits of all nine digits.
func rowBad(row *[3]uint64) uint64 {
	return ((row[0]+row[1])*lanes>>48 + row[2]) ^ 0x3fe
}

// first returns the top-left digit of x, which is valid.
func (x *gridBits) first() uint8 { return uint8(bits.TrailingZeros64(x[0][0] & 0xffff)) }

// printKeys are the random numbers a run's fingerprints are taken with,
// two for each row.
type printKeys [9][2]uint64

func newPrintKeys() (k printKeys) {
	seed := maphash.MakeSeed()
	for r := range k {
		k[r] = [2]uint64{maphash.Comparable(seed, 2*r), maphash.Comparable(seed, 2*r+1)}
	}
	return k
}

// fingerprint returns a fingerprint of x, which is valid: two grids with
// the same one are equal, but for a chance of about one in 2⁶⁴. It
// multiplies the two words of each row (columns 1–8, which make a valid
// grid), each made random by a key, and adds up the high and low halves
// of the products.
func (x *gridBits) fingerprint(k *printKeys) uint64 {
	var h uint64
	for r := range x {
		hi, lo := bits.Mul64(x[r][0]^k[r][0], x[r][1]^k[r][1])
		h += hi ^ lo
	}
	return h
}

// fingerprints holds the top 56 bits of the fingerprints of the valid
// grids of a file, in buckets by their top 8 bits, each keeping the next
// 48 in six bytes: a million take 6 MB. Looking for repeats then goes
// through buckets small enough to stay in the cache, on every core. (Two
// of a million different grids share 56 bits by chance in about one file
// in 150,000, and then only cost a pass comparing grids.)
type fingerprints struct {
	bucket [256][]byte
	n      [256]int // bytes kept in each
	free   func()   // gives back the room the buckets were made in
}

const printBytes = 6

// newFingerprints returns room for about n fingerprints.
func newFingerprints(n int) *fingerprints {
	f := new(fingerprints)
	per := n / len(f.bucket)
	per += 2*int(math.Sqrt(float64(per))) + 16 // two standard deviations more
	size := per*printBytes + 2                 // room to write eight bytes and keep six
	all, free := output.HugeBuffer(len(f.bucket) * size)
	for i := range f.bucket {
		f.bucket[i] = all[i*size : (i+1)*size : (i+1)*size] // a bucket that outgrows it moves
	}
	f.free = free
	runtime.AddCleanup(f, func(free func()) { free() }, free) // if a run ends before repeated
	return f
}

func (f *fingerprints) add(p uint64) {
	i, n := p>>56, f.n[p>>56]
	if n+8 > len(f.bucket[i]) {
		f.bucket[i] = append(f.bucket[i][:n], make([]byte, n/2+8)...)
	}
	binary.LittleEndian.PutUint64(f.bucket[i][n:], p>>8)
	f.n[i] = n + printBytes
}

// repeated returns the fingerprints found more than once, their top 56
// bits, once each, in order, and lets the others go.
func (f *fingerprints) repeated() []uint64 {
	var found [len(f.bucket)][]uint64
	var next atomic.Int64
	var wg sync.WaitGroup
	for range runtime.GOMAXPROCS(0) {
		wg.Go(func() {
			var table []uint64
			for i := next.Add(1) - 1; i < int64(len(f.bucket)); i = next.Add(1) - 1 {
				b := f.bucket[i][:f.n[i]]
				size := 1 << bits.Len(uint(2*len(b)/printBytes))
				if len(table) < size {
					table = make([]uint64, size)
				}
				found[i] = repeatsIn(b, table[:size])
				for j := range found[i] {
					found[i][j] |= uint64(i) << 48
				}
				f.bucket[i] = nil
			}
		})
	}
	wg.Wait()
	f.free()
	return slices.Concat(found[:]...)
}

// repeatsIn returns the values of six bytes in b, as fingerprints keeps
// them, that are there more than once, once each, in order. It puts them
// in table, of a power of two more than twice their number, by their low
// bits, and leaves it as it was, all 0.
func repeatsIn(b []byte, table []uint64) []uint64 {
	var found []uint64
	zeros := 0 // 0 marks a free place, so that value is counted
	mask := uint64(len(table) - 1)
	for o := 0; o+printBytes <= len(b); o += printBytes {
		p := uint64(binary.LittleEndian.Uint32(b[o:])) | uint64(binary.LittleEndian.Uint16(b[o+4:]))<<32
		if p == 0 {
			if zeros++; zeros == 2 {
				found = append(found, 0)
			}
			continue
		}
		i := p & mask
		for table[i] != 0 && table[i] != p {
			i = (i + 1) & mask
		}
		if table[i] == p {
			found = append(found, p)
		}
		table[i] = p
	}
	clear(table)
	slices.Sort(found)
	return slices.Compact(found)
}

// repeatBatch is how many fingerprints one pass looking for repeats
// handles, which bounds its memory to some 12 MB.
var repeatBatch = 1 << 18

// repeats reports the grids equal to an earlier one. Grids with different
// fingerprints differ, so only those sharing a fingerprint with another
// are compared, on further passes over the input.
func (c *Checker) repeats(again func() (io.Reader, error)) error {
	dup := c.prints.repeated()
	c.prints = nil
	var found repeatList
	for len(dup) > 0 {
		part := dup[:min(len(dup), repeatBatch)]
		dup = dup[len(part):]
		if err := c.repeatPass(again, part, &found); err != nil {
			return fmt.Errorf("%s: %v", c.name, err)
		}
	}
	for _, r := range found.first {
		c.report(r.lineNo, fmt.Sprintf("grid %d: same as grid %d (line %d)", r.k, r.of.k, r.of.lineNo))
	}
	c.faults.AddUnshown(found.n - len(found.first))
	return nil
}

// A gridSeen is where a grid was first seen.
type gridSeen struct {
	key       gridKey
	k, lineNo int
}

// repeatPass goes through the input again and adds to found each grid
// equal to an earlier one among those whose fingerprint is in part.
func (c *Checker) repeatPass(again func() (io.Reader, error), part []uint64, found *repeatList) error {
	r, err := again()
	if err != nil {
		return err
	}
	firsts := make([]gridSeen, len(part)) // by fingerprint; k is 0 until seen
	others := make(map[gridKey]gridSeen)  // grids sharing a fingerprint with a different one
	scan := newGridScanner(r, make([]byte, scanBuffer), c.name, c.form.IsLine(), c.loose)
	for sg, err := range scan.all() {
		if _, ok := err.(*fault.Line); ok {
			continue // reported on the first pass
		}
		if err != nil {
			return err
		}
		g := sg.g
		if g == nil {
			continue
		}
		var x gridBits
		x.fromGrid(g)
		if !x.valid() {
			continue
		}
		i, ok := slices.BinarySearch(part, x.fingerprint(&c.keys)>>8)
		if !ok {
			continue
		}
		key := keyOf(g)
		first := firsts[i]
		switch {
		case first.k == 0:
			firsts[i] = gridSeen{key, sg.k, sg.lineNo}
			continue
		case first.key != key:
			if first, ok = others[key]; !ok {
				others[key] = gridSeen{key, sg.k, sg.lineNo}
				continue
			}
		}
		found.add(repeat{sg.lineNo, sg.k, first})
	}
	return nil
}

// A repeat is a grid equal to an earlier one.
type repeat struct {
	lineNo, k int
	of        gridSeen
}

// A repeatList counts repeats and keeps the first few by line, as passes
// over the input may find them out of order.
type repeatList struct {
	first []repeat
	n     int
}

func (l *repeatList) add(r repeat) {
	l.n++
	if len(l.first) == fault.Shown && r.lineNo >= l.first[fault.Shown-1].lineNo {
		return
	}
	i, _ := slices.BinarySearchFunc(l.first, r.lineNo, func(x repeat, lineNo int) int { return cmp.Compare(x.lineNo, lineNo) })
	l.first = slices.Insert(l.first, i, r)
	l.first = l.first[:min(len(l.first), fault.Shown)]
}

// A gridKey identifies a valid grid: the first eight digits of its first
// eight rows, four bits each. The rest follows, as each row and column of
// a valid grid holds every digit.
type gridKey [4]uint64

func keyOf(g *board.Grid) gridKey {
	var k gridKey
	for r := range 8 {
		for c := range 8 {
			k[r/2] = k[r/2]<<4 | uint64(g[r*9+c])
		}
	}
	return k
}
