package main

import (
	"encoding/binary"
	"math/rand/v2"
	"runtime"
	"sync"
	"sync/atomic"
	"time"

	"sudoku/internal/board"
	"sudoku/internal/output"
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

// A grid's number is head·tailArrs + tail·arrangements + arrangement. Its
// head is the first four digits of p (numbered as by permutation), its tail
// the order of the other five, of which there are 5! = 120.
const (
	tails    = 120
	tailArrs = tails * arrangements
)

// heads returns how many heads there are: 9·8·7·6, or 8·7·6 with the first
// digit fixed.
func heads(first int) uint64 {
	if first != 0 {
		return 8 * 7 * 6
	}
	return 9 * 8 * 7 * 6
}

// maxGrids returns how many distinct grids the generator can make.
func maxGrids(first int) uint64 {
	return heads(first) * tailArrs
}

// gridAt returns grid number i, 0 ≤ i < maxGrids(first), of those with the
// top-left digit first (any digit when first is 0). It is the definition the
// fast generator below is tested against.
func gridAt(i uint64, first int) board.Grid {
	h, t, a := i/tailArrs, i%tailArrs/arrangements, int(i%arrangements)
	p := permutation(h+heads(first)*t, first)
	rows := arrangement(a)
	var g board.Grid
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
	for b, o := range [2][3]int{board.Orders[a/2%6], board.Orders[a/12]} {
		for k := range 3 {
			rows[3+3*b+k] = 3 + 3*b + o[k]
		}
	}
	return rows
}

// permutation returns permutation number i of the digits 1–9 in the
// factorial number system, the first digit fixed to first unless it is 0.
// Its first four digits depend only on i mod heads(first).
func permutation(i uint64, first int) [9]uint8 {
	var p [9]uint8
	pool := uint64(0x987654321) // the digits left, four bits each: taking one closes the gap
	k := 0
	if first != 0 {
		p[0] = uint8(first)
		pool = pool&(1<<(4*first-4)-1) | pool>>(4*first)<<(4*first-4)
		k = 1
	}
	for ; k < 9; k++ {
		n := uint64(9 - k)
		j := i % n
		i /= n
		p[k] = uint8(pool >> (4 * j) & 15)
		pool = pool&(1<<(4*j)-1) | pool>>(4*j+4)<<(4*j)
	}
	return p
}

// A shuffle is a keyed permutation of the pairs (l, r), l < a, r < b: a
// Feistel network whose rounds add a keyed function of one half to the
// other, modulo its range. Each round can be undone by subtracting, so the
// whole is a bijection, and its functions are tables of random numbers, so
// a round is one look-up. Grid k of a run is grid s.at(k), with a the
// number of heads and b = tailArrs: the grids are distinct without
// remembering which were made, and no number falls outside the range.
type shuffle struct {
	a, b uint32
	fl   [2]*roundTable // added to l, by r
	fr   [2]*roundTable // added to r, by l
}

// A roundTable holds a round's numbers, the first a or b of it. Indexes below
// 65536 need no bounds checks, which leaves registers for the rounds; the
// rest of it is never touched.
type roundTable [1 << 16]uint16

// newShuffle returns a shuffle of the a·b pairs keyed by rng; a and b are at
// most 65536.
func newShuffle(a, b uint32, rng *rand.Rand) *shuffle {
	s := &shuffle{a: a, b: b}
	for i := range s.fl {
		s.fl[i] = randomTable(b, a, rng)
		s.fr[i] = randomTable(a, b, rng)
	}
	return s
}

// randomTable returns n random numbers below bound. Any numbers make the
// shuffle a bijection, so four are taken from each random word, scaled
// without the care that would make them exactly uniform.
func randomTable(n, bound uint32, rng *rand.Rand) *roundTable {
	t := new(roundTable)
	var x uint64
	for i := range n {
		if i%4 == 0 {
			x = rng.Uint64()
		}
		t[i] = uint16(uint32(uint16(x)) * bound >> 16)
		x >>= 16
	}
	return t
}

// pair returns the pair that (l, r) goes to.
func (s *shuffle) pair(l, r uint32) (uint32, uint32) {
	var ls, rs [1]uint32
	s.pairs(ls[:], rs[:], l, r)
	return ls[0], rs[0]
}

// pairs sets ls[j], rs[j] to the pair that the jth pair from (l, r) goes
// to, counting r up to b and then l, and returns the pair after the last.
// The two rounds are written out, with the tables at hand: fill makes its
// grids' numbers a batch at a time.
func (s *shuffle) pairs(ls, rs []uint32, l, r uint32) (uint32, uint32) {
	fl0, fl1, fr0, fr1 := s.fl[0], s.fl[1], s.fr[0], s.fr[1]
	a, b := s.a, s.b
	rs = rs[:len(ls)]
	for j := range ls {
		x := addMod(l, uint32(fl0[uint16(r)]), a)
		y := addMod(r, uint32(fr0[uint16(x)]), b)
		x = addMod(x, uint32(fl1[uint16(y)]), a)
		ls[j], rs[j] = x, addMod(y, uint32(fr1[uint16(x)]), b)
		if r++; r == b {
			l, r = l+1, 0
		}
	}
	return l, r
}

// addMod returns x+y mod m for x, y < m ≤ 65536, without a branch: one
// would be mispredicted half the time.
func addMod(x, y, m uint32) uint32 {
	x += y - m
	return x + m&uint32(int32(x)>>31)
}

// at returns the number that k < a·b goes to, a pair being l·b + r.
func (s *shuffle) at(k uint64) uint64 {
	l, r := s.pair(uint32(k/uint64(s.b)), uint32(k%uint64(s.b)))
	return uint64(l)*uint64(s.b) + uint64(r)
}

// A generator writes grid s.at(k) for k = 0, 1, … as text. A million grids
// are 163 MB, so the text is assembled from tables instead of digit by
// digit: the text of a grid's first row is two table entries, and its
// other rows, being rotations of the first, are copied out of that text
// written twice over (see putGrids).
type generator struct {
	s    *shuffle
	form output.Form
	size int // bytes a grid takes, separator included

	head   []uint64               // by head: its four digits as text, "1 2 3 4 " or "1234"
	set    []uint8                // by head: the set of the other five digits
	tail   []uint64               // by set·tails + tail: those five digits in that order, "5 6 7 89" or "56789"
	shifts [arrangements][9]uint8 // by arrangement: the shift of each row
}

func newGenerator(first int, f output.Form, rng *rand.Rand) *generator {
	g := &generator{form: f, size: f.Size()}
	n := heads(first)
	g.s = newShuffle(uint32(n), tailArrs, rng)
	g.head, g.set = make([]uint64, n), make([]uint8, n)
	g.tail = make([]uint64, 0, 126*tails) // 126 sets of five digits of 9
	var sets [1 << 10]uint8               // by the set of digits after a head, as a bit mask: its number + 1
	eachHead(first, func(h int, head [4]uint8, rest uint64) {
		g.head[h] = g.text(head[:])
		mask := 1<<(rest&15) | 1<<(rest>>4&15) | 1<<(rest>>8&15) | 1<<(rest>>12&15) | 1<<(rest>>16&15)
		if sets[mask] == 0 {
			g.tail = g.appendTails(g.tail, rest)
			sets[mask] = uint8(len(g.tail) / tails)
		}
		g.set[h] = sets[mask] - 1
	})
	for a := range arrangements {
		for r, b := range arrangement(a) {
			g.shifts[a][r] = uint8(shift[b])
		}
	}
	return g
}

// eachHead calls fn with each head's number h, its four digits, and the
// other five in ascending order, four bits each, as permutation(h, first)
// gives them: h = j0 + 9·(j1 + 8·(j2 + 7·j3)), digit k being the (j_k)th
// smallest of those left, or with the first digit fixed, j1 + 8·(j2 + 7·j3).
func eachHead(first int, fn func(h int, head [4]uint8, rest uint64)) {
	j0s, radix := [2]int{0, 9}, 9
	if first != 0 {
		j0s, radix = [2]int{first - 1, first}, 1
	}
	for j0 := j0s[0]; j0 < j0s[1]; j0++ {
		d0, p0 := take(0x987654321, j0)
		for j1 := range 8 {
			d1, p1 := take(p0, j1)
			for j2 := range 7 {
				d2, p2 := take(p1, j2)
				for j3 := range 6 {
					d3, rest := take(p2, j3)
					fn(j0-j0s[0]+radix*(j1+8*(j2+7*j3)), [4]uint8{d0, d1, d2, d3}, rest)
				}
			}
		}
	}
}

// take returns digit j of pool, digits of four bits each, and the pool
// without it.
func take(pool uint64, j int) (uint8, uint64) {
	return uint8(pool >> (4 * j) & 15), pool&(1<<(4*j)-1) | pool>>(4*j+4)<<(4*j)
}

// appendTails appends the texts of the tails of a head, the 120 orders of
// the five digits after it, given in ascending order, four bits each.
func (g *generator) appendTails(tail []uint64, digits uint64) []uint64 {
	var d [8]uint64 // the digits as text; eight, so that o[k]&7 needs no bounds check
	for i := range 5 {
		d[i] = '0' + digits>>(4*i)&15
	}
	if g.form.IsLine() {
		for _, o := range &tailOrders {
			tail = append(tail, d[o[0]&7]|d[o[1]&7]<<8|d[o[2]&7]<<16|d[o[3]&7]<<24|d[o[4]&7]<<32)
		}
		return tail
	}
	for _, o := range &tailOrders {
		// Spaces after the first three, and the fifth digit in place of the
		// fourth space.
		tail = append(tail, d[o[0]&7]|d[o[1]&7]<<16|d[o[2]&7]<<32|d[o[3]&7]<<48|d[o[4]&7]<<56|0x0000_2000_2000_2000)
	}
	return tail
}

// tailOrders lists the orders of five things as permutation orders digits:
// order t takes the (t mod 5)th first, and so on.
var tailOrders = func() (orders [tails][5]uint8) {
	for t := range tails {
		pool, i := [5]uint8{0, 1, 2, 3, 4}, t
		for k := range 5 {
			n := 5 - k
			j := i % n
			i /= n
			orders[t][k] = pool[j]
			copy(pool[j:], pool[j+1:n])
		}
	}
	return orders
}()

// text returns digits as text in the generator's form, the first in the
// lowest byte: up to four in the grid form, eight in the line form.
func (g *generator) text(digits []uint8) uint64 {
	var w uint64
	if g.form.IsLine() {
		for i, d := range digits {
			w |= uint64('0'+d) << (8 * i)
		}
		return w
	}
	for i, d := range digits {
		w |= uint64('0'+d)<<(16*i) | ' '<<(16*i+8)
	}
	return w
}

// fill writes grids k, k+1, … into dst, whose length is a multiple of
// g.size. It works in batches of grids, in passes, each a loop of its own
// whose iterations do not wait on each other, which the processor
// overlaps: the first finds the grids' numbers, the second looks up the
// text of their first rows and writes it twice over (see putGrids), and the
// third copies their rows out of those texts. By then the texts are in the
// cache, each in a cache line of its own: read back at once, a text would
// be read across the words it was just written in, which makes the
// processor wait for them to reach the cache.
func (g *generator) fill(dst []byte, k uint64) {
	var ls, rs [fillBatch]uint32
	var texts [fillBatch][64]byte
	l0, r0 := uint32(k/tailArrs), uint32(k%tailArrs)
	for len(dst) > 0 {
		n := min(fillBatch, len(dst)/g.size)
		l0, r0 = g.s.pairs(ls[:n], rs[:n], l0, r0)
		for j := range n {
			l, r := ls[j], rs[j]
			h, t := g.head[l], g.tail[int(g.set[l])*tails+int(r/arrangements)]
			if g.form.IsLine() {
				putLineText(&texts[j], h|t<<32, t>>32)
			} else {
				putGridText(&texts[j], h, t&^(0xff<<56)|' '<<56, t>>56|' '<<8)
			}
		}
		// The third pass, a loop for each form.
		switch size := g.size; {
		case g.form.IsLine():
			for j := range n {
				putLine(dst[:size], &g.shifts[rs[j]%arrangements], &texts[j], g.form.CRLF)
				dst = dst[size:]
			}
		case g.form.CRLF:
			for j := range n {
				putGridCRLF((*[9*19 + 2]byte)(dst), &g.shifts[rs[j]%arrangements], &texts[j])
				dst = dst[size:]
			}
		default:
			dst = putGrids(dst, &g.shifts, rs[:n], &texts)
		}
	}
}

// putGridText writes the text of a first row, h, w, z ("1 2 3 4 ",
// "5 6 7 8 ", "9 "), twice over: a row shifted left by s is then the 17
// bytes from byte 2s.
func putGridText(t *[64]byte, h, w, z uint64) {
	binary.LittleEndian.PutUint64(t[0:], h)
	binary.LittleEndian.PutUint64(t[8:], w)
	binary.LittleEndian.PutUint64(t[16:], z|h<<16)
	binary.LittleEndian.PutUint64(t[24:], h>>48|w<<16)
	binary.LittleEndian.PutUint64(t[32:], w>>48|z<<16)
}

// fillBatch is how many grids fill makes in each of its passes.
const fillBatch = 64

// putGrids writes grids j = 0, 1, … len(rs)-1 into dst and returns the rest
// of it: grid j's row r is the first row shifted by
// shifts[rs[j] mod arrangements][r], texts[j] being the first row's text
// written twice over, and an empty line follows it. The grids are written
// in one loop, with no call, which would keep nothing in registers; and
// their rows one by one, which takes fewer instructions than a loop.
func putGrids(dst []byte, shifts *[arrangements][9]uint8, rs []uint32, texts *[fillBatch][64]byte) []byte {
	for j, r := range rs {
		b, sh, t := (*[9*18 + 1]byte)(dst), &shifts[r%arrangements], &texts[j%fillBatch]
		putRow(b[0:18], t, sh[0], '\n')
		putRow(b[18:36], t, sh[1], '\n')
		putRow(b[36:54], t, sh[2], '\n')
		putRow(b[54:72], t, sh[3], '\n')
		putRow(b[72:90], t, sh[4], '\n')
		putRow(b[90:108], t, sh[5], '\n')
		putRow(b[108:126], t, sh[6], '\n')
		putRow(b[126:144], t, sh[7], '\n')
		putRow(b[144:162], t, sh[8], '\n')
		b[9*18] = '\n'
		dst = dst[9*18+1:]
	}
	return dst
}

// putGridCRLF writes a grid as putGrids does, with CRLF line ends.
func putGridCRLF(b *[9*19 + 2]byte, shifts *[9]uint8, t *[64]byte) {
	for r, s := range shifts {
		putRow(b[19*r:19*r+18], t, s, '\r')
		b[19*r+18] = '\n'
	}
	binary.LittleEndian.PutUint16(b[9*19:], '\r'|'\n'<<8)
}

// putRow writes into row the first row shifted by s, sixteen bytes and a
// digit, and then end: two stores, which is what the loop is bound by.
func putRow(row []byte, t *[64]byte, s, end uint8) {
	o := int(s&15) * 2
	*(*[16]byte)(row) = *(*[16]byte)(t[o:])
	binary.LittleEndian.PutUint16(row[16:18], uint16(t[o+16])|uint16(end)<<8)
}

// putLineText writes the digits of a first row, u (the first eight) and d
// (the ninth), twice over: a row shifted left by s is then the 9 bytes from
// byte s.
func putLineText(t *[64]byte, u, d uint64) {
	binary.LittleEndian.PutUint64(t[0:], u)
	binary.LittleEndian.PutUint64(t[8:], d|u<<8)
	binary.LittleEndian.PutUint64(t[16:], u>>56|d<<8)
}

// putLine writes a grid in the line form, as putGrids does in the grid form,
// into b, of 82 bytes, or 83 with a CRLF line end.
func putLine(b []byte, shifts *[9]uint8, t *[64]byte, crlf bool) {
	_ = b[81]
	for r, s := range shifts {
		o := int(s & 15)
		row := (*[9]byte)(b[9*r:])
		*(*[8]byte)(row[:8]) = *(*[8]byte)(t[o:])
		row[8] = t[o+8]
	}
	if crlf {
		binary.LittleEndian.PutUint16(b[81:], '\r'|'\n'<<8)
		return
	}
	b[81] = '\n'
}

// pieceBytes is how much of the output is made and written at a time. The
// pieces start at multiples of it in the file, and the system keeps
// aligned pieces of a power of two in whole blocks of memory of that size:
// fewer to find room for, fill and later free than for pieces of any size
// (the same bytes in pieces of 667,648 took about a tenth longer to write
// on ext4). A piece is small enough to stay in the processor's cache until
// written.
const pieceBytes = 512 << 10

// maxWorkers bounds the goroutines making grids, and so the memory their
// pieces take: a few are enough to keep one writing all the time.
const maxWorkers = 4

// smallRun is the most grids made one at a time in the grid and line
// forms too: the fast generator's tables, 150 KB, take longer to fill
// than that many grids take one by one. Made either way, -c 1000 ran in
// 0.89 of the time with the grids one at a time, -c 4000 in the same,
// and -c 10000 took 1.17 times as long.
const smallRun = 2000

// generate writes n distinct solved grids, n ≤ maxGrids(first), chosen by
// rng, to gw, which has had none written yet. The grid and line forms are
// made fast, from tables, but for a small run; the others, for print, one
// grid at a time.
func generate(gw *output.GridWriter, n uint64, first int, rng *rand.Rand) error {
	if l := gw.Form().Layout; l != output.GridLayout && l != output.LineLayout || n <= smallRun {
		s := newShuffle(uint32(heads(first)), tailArrs, rng)
		for k := range n {
			g := gridAt(s.at(k), first)
			if err := gw.Write(&g); err != nil {
				return err
			}
		}
		return nil
	}
	gw.Expect(gw.Form().OutputSize(int64(n)))
	g := newGenerator(first, gw.Form(), rng)
	return g.write(gw, n, min(runtime.GOMAXPROCS(0), maxWorkers))
}

// write writes grids 0 to n-1 to gw with workers goroutines, each making a
// piece of the output and then writing it when its turn comes, so that
// while one writes the others make theirs, and what is written is still in
// the cache of the processor that made it. Worker j makes pieces j,
// j+workers, j+2·workers …, so the output is the same whatever the number
// of workers.
//
// Unlike -s and -n, it does not use a sequencer: handing each piece to a
// writing goroutine measured about 10% slower over a file (65–72 ms
// against 53–71 ms for a million grids, interleaved runs), as the piece
// is then written from another processor's cache.
func (g *generator) write(gw *output.GridWriter, n uint64, workers int) error {
	size := int64(g.size)
	total := g.form.OutputSize(int64(n))
	pieces := int((total + pieceBytes - 1) / pieceBytes)
	workers = max(1, min(workers, pieces))
	t := turns{wake: make([]chan struct{}, workers), quit: make(chan struct{})}
	for j := range t.wake {
		t.wake[j] = make(chan struct{}, 1)
	}
	// ends returns how many grids end by byte x of the output.
	ends := func(x int64) int { return int((x + int64(len(g.form.Sep()))) / size) }
	each := int(pieceBytes + 2*size) // the whole grids a piece is part of
	bufs, free := output.HugeBuffer(workers * each)
	defer free()
	var err error // set by the worker whose write failed, which closes t.quit
	var wg sync.WaitGroup
	for j := range workers {
		wg.Go(func() {
			buf := bufs[j*each : (j+1)*each : (j+1)*each]
			for c := j; c < pieces; c += workers {
				start, end := int64(c)*pieceBytes, min(int64(c+1)*pieceBytes, total)
				k, last := start/size, (end+size-1)/size
				g.fill(buf[:(last-k)*size], uint64(k))
				if !t.wait(c, j) {
					return
				}
				if err = gw.WriteText(buf[start-k*size:end-k*size], ends(end)-ends(start)); err != nil {
					close(t.quit)
					return
				}
				t.pass(c+1, (j+1)%workers)
			}
		})
	}
	wg.Wait()
	return err
}

// turns orders the workers' writes: piece b is written when next is b.
type turns struct {
	next atomic.Int64
	wake []chan struct{} // a token for worker j: next may have changed
	quit chan struct{}   // closed when a write failed
}

// spinTime is how long a worker waits for its turn awake. The wait is
// about as long as another worker takes to write a piece, a fraction of a
// millisecond, and a goroutine that went to sleep takes about as long again
// to wake, so it first stays awake, yielding its processor; if the wait is
// longer, as when the machine is busy, it sleeps.
const spinTime = 100 * time.Microsecond

// wait waits until piece b's turn, for worker j, and reports whether it
// came rather than a failure.
func (t *turns) wait(b, j int) bool {
	for start := time.Now(); t.next.Load() != int64(b); {
		if time.Since(start) < spinTime {
			runtime.Gosched()
			continue
		}
		select {
		case <-t.wake[j]:
		case <-t.quit:
			return false
		}
	}
	return true
}

// pass gives the turn to piece b, worker j's.
func (t *turns) pass(b, j int) {
	t.next.Store(int64(b))
	select {
	case t.wake[j] <- struct{}{}:
	default: // a token is there already
	}
}
