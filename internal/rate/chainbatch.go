package rate

import (
	"math/bits"

	"sudoku/internal/board"
)

// Most starts find no chain shorter than the one kept, and each searched
// alone walks much the same nodes as the next. A batch searches from up
// to 64 starts at once, a bit each: a node's sets say which starts have
// reached it, true and false, and the layers of the breadth-first search
// are those of every start. A start reaches a node at the same layer as
// when searched alone, so the first layer where a chain ends, and the
// first start whose chain ends there, are those the starts searched in
// turn would keep; that start is then searched alone, for its chain.

// A chainBatch is the scratch space of a search from a batch of starts:
// the starts, what they reached true and false, and where their chains
// end.
type chainBatch struct {
	starts  []int16 // the batch's starts, in their order
	on, off batchSide
	touched []int16 // the nodes some start reached
	ends    batchEnds
}

// A batchSide is what the starts reached, true or false: the starts that
// reached each node, and those that reached it by the last links, which
// reached the nodes of last.
type batchSide struct {
	by, fresh [maxNodes]uint64
	last      []int16
}

// batchEnds is what the starts see and where their chains end: seers
// holds the starts that see each candidate (those of seen); ends, where
// at is the batch's number, the starts a chain ending at each node would
// be kept for.
type batchEnds struct {
	seers  [729]uint64
	seen   []int16
	ends   [maxNodes]uint64
	at     [maxNodes]int
	number int
}

// fromBatches keeps, as fromAll does, the shortest chain from starts,
// taken in order, in batches.
func (cs *chainSearch) fromBatches(starts []int16, kind technique) {
	size := 64
	if cs.batchSize > 0 {
		size = cs.batchSize
	}
	for len(starts) > 0 {
		n := min(len(starts), size)
		if x := cs.fromBatch(starts[:n], kind); x >= 0 {
			cs.from(x, kind)
		}
		starts = starts[n:]
	}
}

// fromBatch searches from the starts, each false, for the chains shorter
// than the one kept, and returns the first start of those whose chain is
// the shortest, or -1 if none.
func (cs *chainSearch) fromBatch(starts []int16, kind technique) int {
	b := &cs.batch
	b.starts = starts
	b.ends.number++
	b.off.last = b.off.last[:0]
	for k, x := range starts {
		cs.see(int(x), 1<<k)
		b.reachOff(x, 1<<k)
	}
	winner := -1
	for links := 1; links < cs.links && len(b.off.last) > 0; links += 2 {
		b.strongStep(cs)
		if links >= 3 {
			if ends := cs.endings(); ends != 0 {
				winner = int(starts[bits.TrailingZeros64(ends)])
				break
			}
		}
		if links+2 >= cs.links {
			break
		}
		cs.weakStep(kind)
	}
	b.clear()
	return winner
}

// see notes that the starts of mask see the candidates node x sees.
func (cs *chainSearch) see(x int, mask uint64) {
	b := &cs.batch
	st := cs.starOf(x)
	for i := range st.cells.Cells() {
		b.seeCandidate(i*9+st.digit-1, mask)
	}
	if st.cell < 0 {
		return
	}
	for m := cs.cand[st.cell] &^ (1 << st.digit); m != 0; m &= m - 1 {
		b.seeCandidate(st.cell*9+bits.TrailingZeros16(m)-1, mask)
	}
}

// seeCandidate notes that the starts of mask see candidate k.
func (b *chainBatch) seeCandidate(k int, mask uint64) {
	e := &b.ends
	if e.seers[k] == 0 {
		e.seen = append(e.seen, int16(k))
	}
	e.seers[k] |= mask
}

// reach notes that the starts of mask not yet there reach node z on
// side s.
func (b *chainBatch) reach(s *batchSide, z int16, mask uint64) {
	if m := mask &^ s.by[z]; m != 0 {
		if s.fresh[z] == 0 {
			s.last = append(s.last, z)
		}
		if b.on.by[z]|b.off.by[z] == 0 {
			b.touched = append(b.touched, z)
		}
		s.fresh[z] |= m
		s.by[z] |= m
	}
}

// reachOff notes that the starts of mask not yet there reach node z
// false.
func (b *chainBatch) reachOff(z int16, mask uint64) { b.reach(&b.off, z, mask) }

// strongStep follows the strong links from the nodes reached false by
// the last links to those they reach true.
func (b *chainBatch) strongStep(cs *chainSearch) {
	b.on.last = b.on.last[:0]
	for _, z := range b.off.last {
		mask := b.off.fresh[z]
		b.off.fresh[z] = 0
		for _, y := range cs.strong[z][:cs.nstrong[z]] {
			b.reach(&b.on, y, mask)
		}
	}
}

// weakStep follows the weak links of the kind given from the nodes
// reached true by the last links to those they reach false.
func (cs *chainSearch) weakStep(kind technique) {
	b := &cs.batch
	b.off.last = b.off.last[:0]
	for _, y := range b.on.last {
		mask := b.on.fresh[y]
		b.on.fresh[y] = 0
		if y >= groupBase {
			g := int(y) - groupBase
			d := cs.groups[g].digit
			cs.weakCellsOf(d, cs.sees[g], mask)
			cs.weakGroupsOf(&cs.seesGroups[g], mask)
			continue
		}
		i, d := int(nodeCell[y]), int(nodeDigit[y])
		cs.weakCellsOf(d, board.PeerSet[i], mask)
		if kind == xChain || kind == xyChain { // from cell to cell
			continue
		}
		for m := cs.through[i] &^ (1 << d); m != 0; m &= m - 1 {
			b.reachOff(int16(i*9+bits.TrailingZeros16(m)-1), mask)
		}
		if kind == groupedAIC {
			cs.weakGroupsOf(&cs.seenBy[y], mask)
		}
	}
}

// weakCellsOf notes that the starts of mask reach false the candidates of
// digit d the chains may go through in cells.
func (cs *chainSearch) weakCellsOf(d int, cells board.CellSet, mask uint64) {
	for i := range cells.And(cs.travel.cells[d]).Cells() {
		cs.batch.reachOff(int16(i*9+d-1), mask)
	}
}

// weakGroupsOf notes that the starts of mask reach false the groups of gs
// the chains may go through.
func (cs *chainSearch) weakGroupsOf(gs *groupSet, mask uint64) {
	for w := range gs {
		for m := gs[w] & cs.travel.groups[w]; m != 0; m &= m - 1 {
			cs.batch.reachOff(int16(groupBase+w<<6|bits.TrailingZeros64(m)), mask)
		}
	}
}

// endings returns the starts whose chains end at a node reached true by
// the last links (see endsAt).
func (cs *chainSearch) endings() (ends uint64) {
	b := &cs.batch
	e := &b.ends
	for _, y := range b.on.last {
		if e.at[y] != e.number {
			e.ends[y], e.at[y] = cs.endsAt(int(y)), e.number
		}
		ends |= b.on.fresh[y] & e.ends[y]
	}
	return ends
}

// upTo returns the starts not after node y.
func (b *chainBatch) upTo(y int) uint64 {
	lo, hi := 0, len(b.starts) // the first start after y is in [lo, hi]
	for lo < hi {
		if mid := (lo + hi) / 2; int(b.starts[mid]) > y {
			hi = mid
		} else {
			lo = mid + 1
		}
	}
	return 1<<lo - 1
}

// endsAt returns the starts a chain ending at node y is kept for: those
// that see a candidate y sees, and y if it is a start and a candidate,
// which the chain then shows true; and of those, unless looking
// everywhere, only the starts not after y: a chain that ends before its
// start is found, read backwards, from its end.
func (cs *chainSearch) endsAt(y int) (m uint64) {
	b := &cs.batch
	upTo := b.upTo(y)
	if upTo == 0 && !cs.everywhere {
		return 0
	}
	st := cs.starOf(y)
	for i := range st.cells.Cells() {
		m |= b.ends.seers[i*9+st.digit-1]
	}
	if st.cell >= 0 {
		for c := cs.cand[st.cell] &^ (1 << st.digit); c != 0; c &= c - 1 {
			m |= b.ends.seers[st.cell*9+bits.TrailingZeros16(c)-1]
		}
		if n := bits.Len64(upTo); n > 0 && int(b.starts[n-1]) == y {
			m |= 1 << (n - 1)
		}
	}
	if !cs.everywhere {
		m &= upTo
	}
	return m
}

// clear empties the batch's sets.
func (b *chainBatch) clear() {
	for _, k := range b.touched {
		b.on.by[k], b.off.by[k], b.on.fresh[k], b.off.fresh[k] = 0, 0, 0, 0
	}
	for _, k := range b.ends.seen {
		b.ends.seers[k] = 0
	}
	b.touched, b.ends.seen = b.touched[:0], b.ends.seen[:0]
}
