package main

import (
	"encoding/binary"
	"io"
	"math/bits"
	"math/rand/v2"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"
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

// Grid number i has arrangement i mod 72 and the permutation of rank i/72
// in lexicographic order, counted from firstRank(first): the permutations
// starting with the digit d have the ranks (d−1)·8! to d·8!−1.
func firstRank(first int) uint64 {
	if first == 0 {
		return 0
	}
	return uint64(first-1) * 40320
}

// gridAt returns grid number i, 0 ≤ i < maxGrids(first), of those with the
// top-left digit first (any digit when first is 0). It is the plain form of
// what the block writers below do.
func gridAt(i uint64, first int) Grid {
	p := permutation(i/arrangements + firstRank(first))
	rows := arrangement(int(i % arrangements))
	var g Grid
	for r := range 9 {
		s := shift[rows[r]]
		for c := range 9 {
			g[r*9+c] = p[(s+c)%9]
		}
	}
	return g
}

// arrangement returns which base row arrangement a puts at each row.
func arrangement(a int) [9]int {
	rows := [9]int{0, 1 + a%2, 2 - a%2}
	for b, o := range [2][3]int{orders[a/2%6], orders[a/12]} {
		for k := range 3 {
			rows[3+3*b+k] = 3 + 3*b + o[k]
		}
	}
	return rows
}

// permutation returns the permutation of the digits 1–9 of rank j in
// lexicographic order.
func permutation(j uint64) [9]uint8 {
	var p [9]uint8
	unrank(j, []uint8{1, 2, 3, 4, 5, 6, 7, 8, 9}, p[:])
	return p
}

// unrank sets p to the permutation of rank j, in lexicographic order, of the
// digits in pool, which must be sorted; pool is used up.
func unrank(j uint64, pool, p []uint8) {
	f := uint64(1) // (len(pool)−1)!
	for n := 2; n < len(pool); n++ {
		f *= uint64(n)
	}
	for k := range p {
		d := j / f
		j %= f
		p[k] = pool[d]
		pool = append(pool[:d], pool[d+1:]...)
		if len(pool) > 0 {
			f /= uint64(len(pool))
		}
	}
}

// A shuffle is a keyed permutation of the numbers below rows·cols. Number
// k is the cell (k / cols, k mod cols) of a table, and four rounds of a
// Feistel network move it to another cell: a round adds to the row a random
// number picked by the column, or to the column one picked by the row,
// modulo their ranges. Each round can be undone, so the shuffle is a
// bijection: grid k of a run is grid shuffle.at(k), and the grids are
// distinct without remembering which were made. The random numbers are
// drawn once, so a round is a table look-up and an addition.
type shuffle struct {
	rows, cols uint64
	toRow      [2][]uint16 // by column, below rows
	toCol      [2][]uint16 // by row, below cols
}

// newShuffle returns a shuffle of the numbers below rows·cols, rows and
// cols at most 65536.
func newShuffle(rows, cols uint64, rng *rand.Rand) *shuffle {
	s := &shuffle{rows: rows, cols: cols}
	for r := range 2 {
		s.toRow[r] = random(cols, rows, rng)
		s.toCol[r] = random(rows, cols, rng)
	}
	return s
}

// random returns n random numbers below max.
func random(n, max uint64, rng *rand.Rand) []uint16 {
	v := make([]uint16, n)
	for i := range v {
		v[i] = uint16(rng.Uint64N(max))
	}
	return v
}

// gridShuffle returns a shuffle of the numbers of the grids with the
// top-left digit first: 72·9! = 5040·5184 or 72·8! = 1680·1728.
func gridShuffle(first int, rng *rand.Rand) *shuffle {
	if first != 0 {
		return newShuffle(1680, 1728, rng)
	}
	return newShuffle(5040, 5184, rng)
}

// at returns the number k is moved to.
func (s *shuffle) at(k uint64) uint64 {
	var i [1]uint64
	s.walk(i[:], k)
	return i[0]
}

// walk sets nums[c] to at(k+c) for each c.
func (s *shuffle) walk(nums []uint64, k uint64) {
	toRow0, toRow1, toCol0, toCol1 := s.toRow[0], s.toRow[1], s.toCol[0], s.toCol[1]
	// The cell of k+c is the one after that of k+c−1: no division by cols.
	x0, y0 := k/s.cols, k%s.cols
	for c := range nums {
		x := addMod(x0, uint64(toRow0[y0]), s.rows)
		y := addMod(y0, uint64(toCol0[x]), s.cols)
		x = addMod(x, uint64(toRow1[y]), s.rows)
		y = addMod(y, uint64(toCol1[x]), s.cols)
		nums[c] = x*s.cols + y
		if y0++; y0 == s.cols {
			x0, y0 = x0+1, 0
		}
	}
}

// addMod returns x+y modulo n, for x and y below n < 2⁶². It has no branch:
// the compiler would make one of an if, and which way it goes is random.
func addMod(x, y, n uint64) uint64 {
	d := int64(x + y - n)
	return uint64(d + int64(n)&(d>>63))
}

// Making a grid takes a few table look-ups and copies. A permutation of
// rank j is split as j = 120u+v: u picks its first four digits and, with
// them, the set of the five left, and v the order of those five. Every row
// of a grid is the first row rotated, so each row is a window of the first
// row written twice.
var (
	// heads[u] holds, from the low byte up, the first four digits (as ASCII)
	// of the permutations of rank 120u to 120u+119, and then the number of
	// the set of the five digits left.
	heads [3024]uint64
	// tails[120t+v] holds, from the low byte up, the five digits (as ASCII)
	// of the permutation of rank v of the digits in set t.
	tails [126 * 120]uint64
	// rotations[a][r] is how far left the first row is rotated to make row r
	// in arrangement a.
	rotations [arrangements][9]uint8
)

func init() {
	var sets [512]uint8 // the number of each set of five digits, by mask
	t := 0
	p := make([]uint8, 0, 9)
	for m := range 512 {
		if bits.OnesCount(uint(m)) != 5 {
			continue
		}
		sets[m] = uint8(t)
		p = p[:0]
		for d := range 9 {
			if m&(1<<d) != 0 {
				p = append(p, '1'+uint8(d))
			}
		}
		for v := range 120 {
			tails[t*120+v] = uint64(binary.LittleEndian.Uint32(p)) | uint64(p[4])<<32
			nextPermutation(p)
		}
		t++
	}
	p = append(p[:0], "123456789"...)
	for u := range heads {
		left := 0
		for _, d := range p[4:] {
			left |= 1 << (d - '1')
		}
		heads[u] = uint64(binary.LittleEndian.Uint32(p)) | uint64(sets[left])<<32
		// p[4:] is increasing; reversed, p is the last permutation with its
		// first four digits, and the next one starts the next four.
		slices.Reverse(p[4:])
		nextPermutation(p)
	}
	for a := range arrangements {
		for r, b := range arrangement(a) {
			rotations[a][r] = uint8(shift[b])
		}
	}
}

// nextPermutation rearranges p into the next permutation in lexicographic
// order, or the first after the last.
func nextPermutation(p []uint8) {
	i := len(p) - 2
	for i >= 0 && p[i] >= p[i+1] {
		i--
	}
	if i >= 0 {
		j := len(p) - 1
		for p[j] <= p[i] {
			j--
		}
		p[i], p[j] = p[j], p[i]
	}
	slices.Reverse(p[i+1:])
}

// A generator makes the grids of one run: grid k is grid s.at(k).
type generator struct {
	s    *shuffle
	base uint64 // firstRank of the run's first digit
	line bool   // the line form
}

// size is the size of one grid in the output, with the newline after it.
func (g *generator) size() int {
	if g.line {
		return lineBytes
	}
	return gridBytes + 1
}

// fill appends grids k0 to k1−1 to b, each followed by a newline. It
// numbers a batch of grids, looks up what they are made of and then writes
// them, so that no loop calls a function, which would spill every register,
// and the look-ups of different grids need not wait for each other.
func (g *generator) fill(b []byte, k0, k1 uint64) []byte {
	b = slices.Grow(b, int(k1-k0)*g.size()) // at once: growing copies
	var nums [256]uint64
	var ms [256]making
	for k := k0; k < k1; {
		m := min(k1-k, uint64(len(nums)))
		g.s.walk(nums[:m], k)
		for c, i := range nums[:m] {
			ms[c] = decode(i, g.base)
		}
		if g.line {
			b = putLines(b, ms[:m])
		} else {
			b = putGrids(b, ms[:m])
		}
		k += m
	}
	return b
}

// A making is what a grid is made of: the first four digits of its first
// row (as ASCII), the five after, and how far left the first row is rotated
// to make each row.
type making struct {
	head uint32
	tail uint64
	rot  *[9]uint8
}

// decode returns the making of grid number i of a run whose permutations
// start at rank base.
func decode(i, base uint64) making {
	a, j := i%arrangements, i/arrangements+base
	h := heads[j/120]
	return making{uint32(h), tails[h>>32*120+j%120], &rotations[a]}
}

// putGrids appends the grids made of ms in the grid form, each followed by
// a newline, to b.
//
// A cell is a digit and the space after it. ring holds the 9 cells of the
// first row written twice, so each row is 18 bytes of ring copied as a
// 16-byte and a 2-byte word.
func putGrids(b []byte, ms []making) []byte {
	const size = gridBytes + 1
	b = slices.Grow(b, len(ms)*size)
	out := b[len(b) : len(b)+len(ms)*size]
	for n, m := range ms {
		const spaces = 0x2000_2000_2000_2000
		c0 := spread(m.head) | spaces         // cells 0–3
		c4 := spread(uint32(m.tail)) | spaces // cells 4–7
		c8 := m.tail>>32 | 0x2000             // cell 8
		var ring [48]byte
		binary.LittleEndian.PutUint64(ring[0:], c0)
		binary.LittleEndian.PutUint64(ring[8:], c4)
		binary.LittleEndian.PutUint64(ring[16:], c8|c0<<16)
		binary.LittleEndian.PutUint64(ring[24:], c0>>48|c4<<16)
		binary.LittleEndian.PutUint64(ring[32:], c4>>48|c8<<16)
		// The rows are spelt out so that where each goes is known when compiling.
		g, rot := (*[size]byte)(out[n*size:]), m.rot
		putRow((*[18]byte)(g[0:]), &ring, rot[0])
		putRow((*[18]byte)(g[18:]), &ring, rot[1])
		putRow((*[18]byte)(g[36:]), &ring, rot[2])
		putRow((*[18]byte)(g[54:]), &ring, rot[3])
		putRow((*[18]byte)(g[72:]), &ring, rot[4])
		putRow((*[18]byte)(g[90:]), &ring, rot[5])
		putRow((*[18]byte)(g[108:]), &ring, rot[6])
		putRow((*[18]byte)(g[126:]), &ring, rot[7])
		putRow((*[18]byte)(g[144:]), &ring, rot[8])
		g[gridBytes] = '\n'
	}
	return b[:len(b)+len(out)]
}

// putRow copies the row starting at cell s of ring, the space after its last
// digit turned into a newline.
func putRow(row *[18]byte, ring *[48]byte, s uint8) {
	o := int(s&15) * 2 // s < 9; the mask tells the compiler o+18 ≤ 48
	*(*[16]byte)(row[:16]) = [16]byte(ring[o : o+16])
	binary.LittleEndian.PutUint16(row[16:], binary.LittleEndian.Uint16(ring[o+16:])^(' '^'\n')<<8)
}

// spread puts the four bytes of x in the low bytes of four 16-bit cells.
func spread(x uint32) uint64 {
	y := uint64(x)
	y = (y | y<<16) & 0x0000_ffff_0000_ffff
	return (y | y<<8) & 0x00ff_00ff_00ff_00ff
}

// putLines appends the grids made of ms in the line form to b, as
// putGrids does with a byte for a cell.
func putLines(b []byte, ms []making) []byte {
	b = slices.Grow(b, len(ms)*lineBytes)
	out := b[len(b) : len(b)+len(ms)*lineBytes]
	for n, m := range ms {
		head, tail, rot := m.head, m.tail, m.rot
		d0 := uint64(head) | tail<<32 // digits 0–7
		d8 := tail >> 32              // digit 8
		var ring [32]byte
		binary.LittleEndian.PutUint64(ring[0:], d0)
		binary.LittleEndian.PutUint64(ring[8:], d8|d0<<8)
		binary.LittleEndian.PutUint64(ring[16:], d0>>56|d8<<8)
		g := (*[lineBytes]byte)(out[n*lineBytes:])
		putLineRow((*[9]byte)(g[0:]), &ring, rot[0])
		putLineRow((*[9]byte)(g[9:]), &ring, rot[1])
		putLineRow((*[9]byte)(g[18:]), &ring, rot[2])
		putLineRow((*[9]byte)(g[27:]), &ring, rot[3])
		putLineRow((*[9]byte)(g[36:]), &ring, rot[4])
		putLineRow((*[9]byte)(g[45:]), &ring, rot[5])
		putLineRow((*[9]byte)(g[54:]), &ring, rot[6])
		putLineRow((*[9]byte)(g[63:]), &ring, rot[7])
		putLineRow((*[9]byte)(g[72:]), &ring, rot[8])
		g[81] = '\n'
	}
	return b[:len(b)+len(out)]
}

// putLineRow copies the row starting at digit s of ring.
func putLineRow(row *[9]byte, ring *[32]byte, s uint8) {
	o := int(s & 15)
	binary.LittleEndian.PutUint64(row[0:], binary.LittleEndian.Uint64(ring[o:]))
	row[8] = ring[o+8]
}

// blockGrids is how many grids a block holds: 167 kB in the grid form,
// large enough that writing costs little more a byte than in larger blocks,
// and small, as every page of memory a run touches costs time the first
// time.
const blockGrids = 1024

// maxWorkers bounds the goroutines making grids: writing one file is done
// one write at a time, and a few cores make grids faster than that.
const maxWorkers = 8

// An offsetOutput is an output that can take the rest of its bytes at
// offsets, from several goroutines at once: a regular file. WriterAt
// returns nil when the output cannot.
type offsetOutput interface {
	WriterAt() (io.WriterAt, error)
}

// generate writes n distinct solved grids, n ≤ maxGrids(first), chosen by rng.
func generate(gw *gridWriter, n uint64, first int, rng *rand.Rand) error {
	g := &generator{s: gridShuffle(first, rng), base: firstRank(first), line: gw.line}
	if !gw.line && gw.n > 0 {
		if _, err := gw.w.Write([]byte{'\n'}); err != nil {
			return err
		}
	}
	gw.n += int(n)
	var at io.WriterAt
	if o, ok := gw.w.(offsetOutput); ok {
		var err error
		if at, err = o.WriterAt(); err != nil {
			return err
		}
	}
	return g.write(gw.w, at, n, blockGrids, min(runtime.GOMAXPROCS(0), maxWorkers))
}

// write writes grids 0 to n−1 in blocks of per grids, without the newline
// after the last grid in the grid form: to at, each block at its offset,
// unless at is nil, and to w in order if it is.
//
// The given number of goroutines, the caller among them, take on blocks in
// order, each making its blocks in buffers of its own and writing them. A
// block is written by the core that made it: handing it to another core to
// write would move every byte between the cores' caches, which costs more
// than making it.
func (g *generator) write(w io.Writer, at io.WriterAt, n, per uint64, workers int) error {
	r := &blockRun{g: g, n: n, per: per, blocks: (n + per - 1) / per}
	r.turns.cond.L = &r.turns.mu
	work := func() error {
		if at != nil {
			return r.writeAt(at)
		}
		return r.writeInTurn(w)
	}
	errs := make(chan error, workers)
	for range workers - 1 {
		go func() { errs <- work() }()
	}
	err := work()
	for range workers - 1 {
		if werr := <-errs; err == nil {
			err = werr
		}
	}
	return err
}

// A blockRun is the making and writing of the blocks of one run.
type blockRun struct {
	g      *generator
	n, per uint64
	blocks uint64
	next   atomic.Uint64 // the first block no one has taken on
	turns  turns         // writing in order; stopped when a write fails
}

// make takes on the next block, if there is one, and makes it in buf.
func (r *blockRun) make(buf []byte) (b uint64, out []byte, ok bool) {
	b = r.next.Add(1) - 1
	if b >= r.blocks || r.turns.stopped.Load() {
		return b, buf, false
	}
	buf = r.g.fill(buf[:0], b*r.per, min(r.n, b*r.per+r.per))
	if b == r.blocks-1 && !r.g.line {
		buf = buf[:len(buf)-1] // no newline after the last grid
	}
	return b, buf, true
}

// writeInTurn makes blocks and writes each to w in its turn.
func (r *blockRun) writeInTurn(w io.Writer) error {
	var buf []byte
	for {
		b, made, ok := r.make(buf)
		if !ok || !r.turns.wait(b) {
			return nil
		}
		buf = made
		if _, err := w.Write(buf); err != nil {
			r.turns.stop()
			return err
		}
		r.turns.pass()
	}
}

// writeAt makes blocks and writes each to at at its offset.
func (r *blockRun) writeAt(at io.WriterAt) error {
	size := uint64(r.g.size())
	var buf []byte
	for {
		b, made, ok := r.make(buf)
		if !ok {
			return nil
		}
		buf = made
		if _, err := at.WriteAt(buf, int64(b*r.per*size)); err != nil {
			r.turns.stop()
			return err
		}
	}
}

// turns lets goroutines write blocks in order: the writer of block b waits
// for its turn and passes it on when done. The wait is mostly short, as the
// block before is being written on another core, so it spins a while
// before it sleeps.
type turns struct {
	next    atomic.Uint64 // the block whose turn it is
	stopped atomic.Bool   // a write failed: no more turns
	mu      sync.Mutex
	cond    sync.Cond // next or stopped changed
}

// wait waits for the turn of block b and reports whether it came.
func (t *turns) wait(b uint64) bool {
	for range 1 << 14 {
		if t.next.Load() == b {
			return true
		}
		if t.stopped.Load() {
			return false
		}
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	for t.next.Load() != b && !t.stopped.Load() {
		t.cond.Wait()
	}
	return !t.stopped.Load()
}

// pass gives the turn to the next block.
func (t *turns) pass() {
	t.mu.Lock()
	t.next.Add(1)
	t.mu.Unlock()
	t.cond.Broadcast()
}

// stop ends the turns, and the making of blocks.
func (t *turns) stop() {
	t.mu.Lock()
	t.stopped.Store(true)
	t.mu.Unlock()
	t.cond.Broadcast()
}
