package rate

import (
	"fmt"
	"math/bits"
	"strings"

	"sudoku/internal/board"
)

// The explainer's chains and last resorts. A chain works on candidates,
// node k being digit k%9+1 in cell k/9, linked two ways: strongly when one
// of two candidates must be true (the only two of a cell, or the only two
// places of a digit in a house) and weakly when they cannot both be (two
// digits of a cell, or a digit in two cells that see each other). An
// alternating chain starts with a candidate assumed false, goes on by a
// strong link to one then true, by a weak link to one then false, and so
// on, and ends with a strong link: one of its two ends is true, so every
// candidate that sees both is false. It is written in the forum's
// notation, "(5)r1c2=(5)r1c8-(5=4)r4c8": = a strong link, - a weak one.
//
// A grouped chain may also go through groups: the places of a digit in the
// segment a box shares with a row or column, two or three, one of which
// holds the digit when the group is true. Node groupBase+g is group g.

const (
	groupBase = 768    // the first group's node, past the 729 candidates
	maxGroups = 9 * 54 // a digit in each of the 54 segments
	maxNodes  = groupBase + maxGroups
)

// A nodeSet is a set of nodes.
type nodeSet [(maxNodes + 63) / 64]uint64

func (ns *nodeSet) add(k int) { ns[k>>6] |= 1 << (k & 63) }

// A walkSet is a set of nodes held digit by digit, as the search walks
// them: the cells of each candidate, 1–9, and the groups. The nodes a
// node sees are most of one digit's cells and a few of one cell's
// digits, which a set by digit reads in two words.
type walkSet struct {
	cells  [10]board.CellSet
	groups groupSet
}

// A groupSet is a set of groups, by number.
type groupSet [(maxGroups + 63) / 64]uint64

func (gs *groupSet) add(g int)      { gs[g>>6] |= 1 << (g & 63) }
func (gs *groupSet) has(g int) bool { return gs[g>>6]&(1<<(g&63)) != 0 }

func (ws *walkSet) add(k int) {
	if k >= groupBase {
		ws.groups.add(k - groupBase)
		return
	}
	ws.cells[nodeDigit[k]].Add(int(nodeCell[k]))
}

func (ws *walkSet) has(k int) bool {
	if k >= groupBase {
		return ws.groups.has(k - groupBase)
	}
	return ws.cells[nodeDigit[k]].Has(int(nodeCell[k]))
}

// nodeCell and nodeDigit are the cell and digit, 1–9, of each candidate.
var nodeCell, nodeDigit = func() (c, d [729]uint8) {
	for k := range 729 {
		c[k], d[k] = uint8(k/9), uint8(k%9+1)
	}
	return c, d
}()

// A star is the candidates a node sees: those of its digit in a set of
// cells, and, for a candidate, the other digits of its cell (cell is -1
// for a group, which sees its digit's places that see all of its cells).
type star struct {
	digit int
	cells board.CellSet // the cells of its digit it sees
	cell  int
}

// maxChainLinks is the length of the longest chain looked for.
const maxChainLinks = 31

// A chainGroup is a group node: a digit and its places in a segment.
type chainGroup struct {
	digit int
	cells board.CellSet
}

// A chainSearch is the scratch space of the search for a chain: the
// board's chain graph, a search from one start, and the shortest chain
// found.
type chainSearch struct {
	chainGraph
	chainWalk
	chainFound
	xMemo  [10]xChainMemo // each digit's x-chain
	starts []int16        // the starts of the search
	batch  chainBatch
	// alone, if set, has each start searched alone, and batchSize, if
	// not 0, the batches hold no more starts than it (tests).
	alone     bool
	batchSize int
	// everywhere, if set, has the search keep the chains that end before
	// their start too (tests).
	everywhere bool
}

// A chainGraph is the nodes a chain may go through and their links.
type chainGraph struct {
	cand    [81]uint16 // the board's candidates
	cells   [10]board.CellSet
	travel  walkSet    // the nodes the chains may go through, those linked strongly
	through [81]uint16 // and of those, the candidates of each cell
	groups  []chainGroup
	groupAt [10][9][6]int16 // the group of a digit, box and line of it, or -1
	// the places of its digit each group sees, the groups it sees, and
	// the groups that see each candidate
	sees       [maxGroups]board.CellSet
	seesGroups [maxGroups]groupSet
	seenBy     [729]groupSet
	strong     [maxNodes][4]int16 // the nodes strongly linked to each node
	nstrong    [maxNodes]uint8
}

// A chainWalk is a breadth-first search from one start.
type chainWalk struct {
	onSeen  walkSet // the nodes reached as true, from the start
	offSeen walkSet // and as false
	start   star    // the candidates the start sees
	onFrom  [maxNodes]int16
	offFrom [maxNodes]int16
	on, off [maxNodes]int16 // the nodes reached by the last links
}

// A chainFound is a chain found.
type chainFound struct {
	links int     // its number of links
	path  []int16 // its nodes, the start first
	elim  nodeSet // the candidates it removes
	place int     // or the candidate it shows true, or -1
}

// withPath returns f with a path of its own, in buf.
func (f chainFound) withPath(buf []int16) chainFound {
	f.path = append(buf[:0], f.path...)
	return f
}

// findChain finds the shortest alternating chain of the kind given that
// removes a candidate: an x-chain links places of one digit, an xy-chain
// cells with two candidates, an aic both, and a grouped aic groups too.
func (s *Solver) findChain(kind technique) bool {
	if kind == xyChain && s.fails.xyChainSettled() {
		return false
	}
	cs := s.chain
	cs.prepare(s, kind)
	if kind == xChain {
		cs.xChains()
	} else {
		cs.fromAll(0, kind)
	}
	if cs.links > maxChainLinks {
		if kind == xyChain {
			s.fails.xyChain = s.version()
		}
		return false
	}
	if cs.place >= 0 {
		s.placing(cs.place/9, 1<<(cs.place%9+1))
	} else {
		for w, m := range cs.elim {
			for ; m != 0; m &= m - 1 {
				k := w<<6 | bits.TrailingZeros64(m)
				s.remove(k/9, 1<<(k%9+1))
			}
		}
	}
	if s.text {
		s.describe(": %s", cs.chainText())
	}
	return true
}

// fromAll keeps the shortest chain from the nodes it may go through, of
// digit d if not 0, the first start's of those as short, the candidates
// by cell then digit, then the groups.
func (cs *chainSearch) fromAll(d int, kind technique) {
	cs.links, cs.place = maxChainLinks+2, -1
	only := ^uint16(0)
	if d > 0 {
		only = 1 << d
	}
	starts := cs.starts[:0]
	for i, c := range cs.through {
		for m := c & only; m != 0; m &= m - 1 {
			starts = append(starts, int16(i*9+bits.TrailingZeros16(m)-1))
		}
	}
	if d == 0 {
		for g := range cs.groups {
			if cs.travel.groups.has(g) {
				starts = append(starts, int16(groupBase+g))
			}
		}
	}
	cs.starts = starts
	if !cs.alone {
		cs.fromBatches(starts, kind)
		return
	}
	for _, x := range starts {
		cs.from(int(x), kind)
	}
}

// An xChainMemo is the shortest x-chain of a digit, for the places it
// had.
type xChainMemo struct {
	done  bool
	cells board.CellSet
	chainFound
}

// xChains keeps the shortest x-chain, the first start's of those as
// short. An x-chain goes through one digit's places and removes that
// digit alone, so each digit's is found apart, and found again only once
// its places have changed.
func (cs *chainSearch) xChains() {
	var best *xChainMemo
	for d := 1; d <= 9; d++ {
		m := &cs.xMemo[d]
		if !m.done || m.cells != cs.cells[d] {
			cs.fromAll(d, xChain)
			*m = xChainMemo{true, cs.cells[d], cs.chainFound.withPath(m.path)}
		}
		if m.links > maxChainLinks {
			continue
		}
		if best == nil || m.links < best.links || m.links == best.links && m.path[0] < best.path[0] {
			best = m
		}
	}
	cs.links = maxChainLinks + 2
	if best != nil {
		cs.chainFound = best.chainFound.withPath(cs.path)
	}
}

// prepare notes the candidates of s, and the strong links a chain of the
// kind given may use and the nodes they join, which are those the chains
// may go through: a node with no strong link leads nowhere.
func (cs *chainSearch) prepare(s *Solver, kind technique) {
	cs.cand, cs.everywhere = s.cand, s.fails.everywhere
	cs.cells = [10]board.CellSet{}
	cs.groups = cs.groups[:0]
	for i, c := range s.cand {
		for m := c; m != 0; m &= m - 1 {
			d := bits.TrailingZeros16(m)
			cs.cells[d].Add(i)
			cs.nstrong[i*9+d-1] = 0
		}
	}
	if kind == groupedAIC {
		cs.addGroups()
	}
	cs.addLinks(kind)
	cs.travel = walkSet{}
	for i, c := range s.cand {
		cs.through[i] = 0
		for m := c; m != 0; m &= m - 1 {
			if d := bits.TrailingZeros16(m); cs.nstrong[i*9+d-1] > 0 {
				cs.through[i] |= 1 << d
				cs.travel.cells[d].Add(i)
			}
		}
	}
	for g := range cs.groups {
		if cs.nstrong[groupBase+g] > 0 {
			cs.travel.groups.add(g)
		}
	}
}

// addLinks links the nodes strongly linked in a chain of the kind given:
// the two candidates of a cell, but in an x-chain, and the two places of
// a digit in a house, but in an xy-chain.
func (cs *chainSearch) addLinks(kind technique) {
	for i, c := range cs.cand {
		if kind != xChain && bits.OnesCount16(c) == 2 {
			a, b := bits.TrailingZeros16(c), 15-bits.LeadingZeros16(c)
			cs.link(i*9+a-1, i*9+b-1)
		}
	}
	if kind == xyChain {
		return
	}
	for h := range board.HouseCells {
		for d := 1; d <= 9; d++ {
			pl := cs.cells[d].And(board.HouseSet[h])
			if pl.Count() == 2 {
				a := pl.First()
				pl[a>>6] &^= 1 << (a & 63)
				cs.link(a*9+d-1, pl.First()*9+d-1)
			} else if kind == groupedAIC && pl.Count() > 2 {
				cs.linkGroups(h, d, pl)
			}
		}
	}
}

// link links nodes a and b strongly, unless they are already.
func (cs *chainSearch) link(a, b int) {
	for _, k := range cs.strong[a][:cs.nstrong[a]] {
		if int(k) == b {
			return
		}
	}
	if cs.nstrong[a] == 4 || cs.nstrong[b] == 4 {
		return // not seen: a node has at most four
	}
	cs.strong[a][cs.nstrong[a]] = int16(b)
	cs.nstrong[a]++
	cs.strong[b][cs.nstrong[b]] = int16(a)
	cs.nstrong[b]++
}

// addGroups adds the groups of the board and the weak links that go
// through them: a group sees a candidate, or another group, of its digit
// when every cell of the one sees every cell of the other.
func (cs *chainSearch) addGroups() {
	var digitAt [11]int // the first group of each digit, 1–9, and the end
	for d := 1; d <= 9; d++ {
		digitAt[d] = len(cs.groups)
		for b := range 9 {
			for k, l := range boxLines[b] {
				cs.groupAt[d][b][k] = -1
				if pl := cs.cells[d].And(board.HouseSet[18+b]).And(board.HouseSet[l]); pl.Count() >= 2 {
					cs.groupAt[d][b][k] = int16(len(cs.groups))
					cs.groups = append(cs.groups, chainGroup{d, pl})
				}
			}
		}
	}
	digitAt[10] = len(cs.groups)
	clear(cs.seenBy[:])
	for g, gr := range cs.groups {
		cs.nstrong[groupBase+g] = 0
		all := board.CellSet{^uint64(0), ^uint64(0)}
		for i := range gr.cells.Cells() {
			all = all.And(board.PeerSet[i])
		}
		cs.sees[g] = all.And(cs.cells[gr.digit])
		for i := range cs.sees[g].Cells() {
			cs.seenBy[i*9+gr.digit-1].add(g)
		}
		cs.seesGroups[g] = groupSet{}
		for h := digitAt[gr.digit]; h < digitAt[gr.digit+1]; h++ {
			if cs.groups[h].cells.Minus(all).Empty() {
				cs.seesGroups[g].add(h)
			}
		}
	}
}

// boxLines lists the rows and columns through each box.
var boxLines = func() (l [9][6]int) {
	for b := range 9 {
		for k := range 3 {
			l[b][k] = b/3*3 + k
			l[b][3+k] = 9 + b%3*3 + k
		}
	}
	return l
}()

// linkGroups links strongly the two parts of pl, the places of digit d in
// house h, where each part is a group or a single place: for a row or
// column, its places in two boxes; for a box, its places in one row or
// column of it and the rest.
func (cs *chainSearch) linkGroups(h, d int, pl board.CellSet) {
	if h < 18 {
		var parts []int
		for b := 18; b < 27; b++ {
			if part := pl.And(board.HouseSet[b]); !part.Empty() {
				parts = append(parts, cs.unit(d, part))
			}
		}
		if len(parts) == 2 && parts[0] >= 0 && parts[1] >= 0 {
			cs.link(parts[0], parts[1])
		}
		return
	}
	for _, l := range boxLines[h-18] {
		a := pl.And(board.HouseSet[l])
		if a.Empty() || a == pl {
			continue
		}
		if u, v := cs.unit(d, a), cs.unit(d, pl.Minus(a)); u >= 0 && v >= 0 {
			cs.link(u, v)
		}
	}
}

// unit returns the node of the places of digit d in set: a candidate if
// there is one, a group if they are one; otherwise -1.
func (cs *chainSearch) unit(d int, set board.CellSet) int {
	first := set.First()
	if set.Count() == 1 {
		return first*9 + d - 1
	}
	b := board.BoxOf(first)
	for k, l := range boxLines[b] {
		if g := cs.groupAt[d][b][k]; g >= 0 && cs.groups[g].cells == set && set.Minus(board.HouseSet[l]).Empty() {
			return groupBase + int(g)
		}
	}
	return -1
}

// starOf returns the candidates node k sees.
func (cs *chainSearch) starOf(k int) star {
	if k >= groupBase {
		g := k - groupBase
		return star{digit: cs.groups[g].digit, cells: cs.sees[g], cell: -1}
	}
	i, d := int(nodeCell[k]), int(nodeDigit[k])
	return star{digit: d, cells: board.PeerSet[i].And(cs.cells[d]), cell: i}
}

// from searches breadth first the chains that start with node x false,
// and keeps the shortest that removes a candidate, if shorter than the
// one kept. It keeps none that ends at a node before x: read backwards,
// the chain starts there and ends at x, as short, and the search from
// that node, which came first, has found it or one as short.
func (cs *chainSearch) from(x int, kind technique) {
	cs.onSeen, cs.offSeen = walkSet{}, walkSet{}
	cs.offSeen.add(x)
	cs.start = cs.starOf(x)
	off := cs.off[:1]
	off[0] = int16(x)
	for links := 1; links < cs.links && len(off) > 0; links += 2 {
		on := cs.on[:0]
		for _, z := range off {
			for _, y := range cs.strong[z][:cs.nstrong[z]] {
				// A strong link joins two nodes the chains may go through.
				if cs.onSeen.has(int(y)) {
					continue
				}
				cs.onSeen.add(int(y))
				cs.onFrom[y] = z
				on = append(on, y)
				if links >= 3 && (int(y) >= x || cs.everywhere) {
					cs.conclude(x, int(y), links)
				}
			}
		}
		if links+2 >= cs.links {
			return
		}
		off = cs.off[:0]
		for _, y := range on {
			off = cs.weakFrom(int(y), kind, off)
		}
	}
}

// weakFrom appends to off the nodes y sees, by the weak links of the kind
// given, that the chains may go through and are not yet reached as false,
// in the order of their numbers, and marks them reached from y.
func (cs *chainSearch) weakFrom(y int, kind technique, off []int16) []int16 {
	if y >= groupBase {
		g := y - groupBase
		d := cs.groups[g].digit
		off = cs.weakCells(y, d, cs.sees[g], -1, off)
		return cs.weakGroups(y, &cs.seesGroups[g], off)
	}
	i, d := int(nodeCell[y]), int(nodeDigit[y])
	if kind == xChain || kind == xyChain { // from cell to cell
		return cs.weakCells(y, d, board.PeerSet[i], -1, off)
	}
	off = cs.weakCells(y, d, board.PeerSet[i], i, off)
	if kind == groupedAIC {
		off = cs.weakGroups(y, &cs.seenBy[y], off)
	}
	return off
}

// weakCells appends to off the candidates of digit d in cells that the
// chains may go through and are not yet reached as false, reached from y;
// and if cell i is not -1, in their place among them, the other digits of
// cell i.
func (cs *chainSearch) weakCells(y, d int, cells board.CellSet, i int, off []int16) []int16 {
	travel, seen := &cs.travel.cells[d], &cs.offSeen.cells[d]
	m0 := cells[0] & travel[0] &^ seen[0]
	m1 := cells[1] & travel[1] &^ seen[1]
	seen[0] |= m0
	seen[1] |= m1
	if i >= 0 { // the cells before i first
		var before0, before1 uint64
		if i < 64 {
			before0 = m0 & (1<<i - 1)
		} else {
			before0, before1 = m0, m1&(1<<(i-64)-1)
		}
		off = cs.reachedOff(y, d, before0, 0, off)
		off = cs.reachedOff(y, d, before1, 64, off)
		m0 &^= before0
		m1 &^= before1
		for m := cs.through[i] &^ (1 << d); m != 0; m &= m - 1 {
			if e := bits.TrailingZeros16(m); !cs.offSeen.cells[e].Has(i) {
				cs.offSeen.cells[e].Add(i)
				off = cs.reachedOff(y, e, 1<<(i&63), i&^63, off)
			}
		}
	}
	off = cs.reachedOff(y, d, m0, 0, off)
	return cs.reachedOff(y, d, m1, 64, off)
}

// reachedOff appends to off the candidates of digit d in the cells base+b,
// for each bit b of m, reached from y.
func (cs *chainSearch) reachedOff(y, d int, m uint64, base int, off []int16) []int16 {
	for ; m != 0; m &= m - 1 {
		z := int16((base+bits.TrailingZeros64(m))*9 + d - 1)
		cs.offFrom[z] = int16(y)
		off = append(off, z)
	}
	return off
}

// weakGroups appends to off the groups of gs not yet reached as false,
// reached from y.
func (cs *chainSearch) weakGroups(y int, gs *groupSet, off []int16) []int16 {
	for w := range gs {
		m := gs[w] & cs.travel.groups[w] &^ cs.offSeen.groups[w]
		cs.offSeen.groups[w] |= m
		for ; m != 0; m &= m - 1 {
			z := int16(groupBase + w<<6 | bits.TrailingZeros64(m))
			cs.offFrom[z] = int16(y)
			off = append(off, z)
		}
	}
	return off
}

// conclude keeps the chain from x false to y true, of links links, if it
// removes a candidate or shows x true.
func (cs *chainSearch) conclude(x, y, links int) {
	if links >= cs.links {
		return
	}
	if !cs.seenByBoth(y, nil) && (y != x || x >= groupBase) {
		return
	}
	cs.links, cs.elim, cs.place = links, nodeSet{}, -1
	cs.seenByBoth(y, &cs.elim)
	if y == x && x < groupBase {
		cs.place = x
	}
	cs.path = append(cs.path[:0], int16(y))
	for k, on := y, true; k != x || on; on = !on {
		if on {
			k = int(cs.onFrom[k])
		} else {
			k = int(cs.offFrom[k])
		}
		cs.path = append(cs.path, int16(k))
	}
	for a, b := 0, len(cs.path)-1; a < b; a, b = a+1, b-1 {
		cs.path[a], cs.path[b] = cs.path[b], cs.path[a]
	}
}

// seenByBoth reports whether the start and node y both see candidates
// of the board, and adds them to elim if it is not nil: those of their
// digit that both see, if they have one; the digit of each in the cell of
// the other; and the other digits of their cell, if they have one.
func (cs *chainSearch) seenByBoth(y int, elim *nodeSet) (any bool) {
	a := &cs.start
	var b star // y, whose cells are those of its digit it may see
	if y >= groupBase {
		g := y - groupBase
		b = star{digit: cs.groups[g].digit, cells: cs.sees[g], cell: -1}
	} else {
		b.cell, b.digit = int(nodeCell[y]), int(nodeDigit[y])
		b.cells = board.PeerSet[b.cell]
	}
	if a.digit == b.digit {
		cells := a.cells.And(b.cells)
		if any = !cells.Empty(); any && elim != nil {
			for i := range cells.Cells() {
				elim.add(i*9 + a.digit - 1)
			}
		}
	} else {
		if b.cell >= 0 && a.cells.Has(b.cell) {
			if any = true; elim != nil {
				elim.add(b.cell*9 + a.digit - 1)
			}
		}
		if a.cell >= 0 && b.cells.Has(a.cell) && cs.cand[a.cell]&(1<<b.digit) != 0 {
			if any = true; elim != nil {
				elim.add(a.cell*9 + b.digit - 1)
			}
		}
	}
	if a.cell >= 0 && a.cell == b.cell {
		m := cs.cand[a.cell] &^ (1<<a.digit | 1<<b.digit)
		any = any || m != 0
		for ; m != 0 && elim != nil; m &= m - 1 {
			elim.add(a.cell*9 + bits.TrailingZeros16(m) - 1)
		}
	}
	return any
}

// chainText writes the chain kept, nodes false and true in turn from the
// start, in the forum's notation.
func (cs *chainSearch) chainText() string {
	var b strings.Builder
	for k := 0; k+1 < len(cs.path); k += 2 {
		if k > 0 {
			b.WriteByte('-')
		}
		x, y := int(cs.path[k]), int(cs.path[k+1])
		if x < groupBase && y < groupBase && x/9 == y/9 {
			fmt.Fprintf(&b, "(%d=%d)%s", x%9+1, y%9+1, board.CellName(x/9))
		} else {
			fmt.Fprintf(&b, "%s=%s", cs.nodeName(x), cs.nodeName(y))
		}
	}
	return b.String()
}

// nodeName names a node: "(5)r1c2", or a group "(5)r1c23", "(5)r12c3".
func (cs *chainSearch) nodeName(k int) string {
	if k < groupBase {
		return fmt.Sprintf("(%d)%s", k%9+1, board.CellName(k/9))
	}
	gr := cs.groups[k-groupBase]
	var rows, cols []byte
	for i := range gr.cells.Cells() {
		if r := byte('1' + i/9); !strings.ContainsRune(string(rows), rune(r)) {
			rows = append(rows, r)
		}
		if c := byte('1' + i%9); !strings.ContainsRune(string(cols), rune(c)) {
			cols = append(cols, c)
		}
	}
	return fmt.Sprintf("(%d)r%sc%s", gr.digit, rows, cols)
}

// remotePair finds a chain of cells with the same two candidates, each
// seeing the next: the cells hold the two digits in turn, so a cell that
// sees two of them an odd number of steps apart holds neither. It takes
// the shortest chain that removes a candidate.
func (s *Solver) remotePair() bool {
	var best []int
	var done [81]bool // the cells whose pair was looked at
	for i, pair := range s.cand {
		if done[i] || bits.OnesCount16(pair) != 2 {
			continue
		}
		var cells []int
		for j := i; j < 81; j++ {
			if s.cand[j] == pair {
				cells = append(cells, j)
				done[j] = true
			}
		}
		for _, a := range cells {
			if path := s.pairChain(a, cells, pair, len(best)); path != nil {
				best = path
			}
		}
	}
	if best == nil {
		return false
	}
	a, b := best[0], best[len(best)-1]
	s.removeSet(board.PeerSet[a].And(board.PeerSet[b]), s.cand[a])
	if s.text {
		names := make([]string, len(best))
		for k, i := range best {
			names[k] = board.CellName(i)
		}
		s.describe(" of %s: %s", board.DigitList(s.cand[a]), strings.Join(names, "-"))
	}
	return true
}

// pairChain searches breadth first from cell a through cells, which hold
// only pair, for the shortest chain of four or more cells, an even number,
// whose ends both see a cell with a digit of pair. It returns it if it is
// shorter than shorter cells, or 0 for any length; otherwise nil.
func (s *Solver) pairChain(a int, cells []int, pair uint16, shorter int) []int {
	var from [81]int
	var seen board.CellSet
	seen.Add(a)
	level := []int{a}
	for n := 2; len(level) > 0 && (shorter == 0 || n < shorter); n++ {
		var next []int
		for _, p := range level {
			for _, q := range cells {
				if seen.Has(q) || !board.PeerSet[p].Has(q) {
					continue
				}
				seen.Add(q)
				from[q] = p
				next = append(next, q)
				if n < 4 || n%2 != 0 || !s.seesBoth(a, q, pair) {
					continue
				}
				path := make([]int, n)
				for k, i := n-1, q; k >= 0; k-- {
					path[k] = i
					i = from[i]
				}
				return path
			}
		}
		level = next
	}
	return nil
}

// seesBoth reports whether a cell with a digit of pair sees both a and b.
func (s *Solver) seesBoth(a, b int, pair uint16) bool {
	for i := range board.PeerSet[a].And(board.PeerSet[b]).Cells() {
		if s.cand[i]&pair != 0 {
			return true
		}
	}
	return false
}

// forcing finds the candidate whose placing leads soonest, by naked and
// hidden singles, to a contradiction: a cell without a candidate, a digit
// without a place in a house. That candidate is wrong. Cells with fewer
// candidates are tried first, where a wrong one leaves a single sooner.
func (s *Solver) forcing() bool {
	var base, b, worst logicBoard
	base.initCands(&s.grid, &s.cand)
	best, bestDigit, fewest := -1, uint16(0), 82
	for n := 2; n <= 9; n++ {
		for i, c := range s.cand {
			if bits.OnesCount16(c) != n {
				continue
			}
			for m := c; m != 0; m &= m - 1 {
				// A trial that places as many as the fewest before a
				// contradiction cannot be the best: it stops there.
				b = base
				if !s.fails.everywhere {
					b.floor = max(base.open-1-fewest, 0)
				}
				b.place(i, m&-m, nakedSingle)
				b.singles()
				if placed := base.open - 1 - b.open; b.wrong && placed < fewest {
					best, bestDigit, fewest, worst = i, m&-m, placed, b
				}
			}
		}
	}
	if best < 0 {
		return false
	}
	s.remove(best, bestDigit)
	if s.text {
		after := fmt.Sprintf("after %d singles", fewest)
		switch fewest {
		case 0:
			after = "at once"
		case 1:
			after = "after 1 single"
		}
		s.describe(": %s=%d leaves %s %s", board.CellName(best), bits.TrailingZeros16(bestDigit), worst.contradiction(), after)
	}
	return true
}

// trial removes a candidate that is not in the solution, from the first
// cell with the fewest: a search would show that it leads to none. It is
// the last resort, and always finds one while the puzzle is not solved.
func (s *Solver) trial() bool {
	for n := 2; n <= 9; n++ {
		for i, c := range s.cand {
			if bits.OnesCount16(c) != n {
				continue
			}
			wrong := c &^ (1 << s.sol[i])
			bit := wrong & -wrong
			s.remove(i, bit)
			if s.text {
				s.describe(": %s=%d leads to no solution", board.CellName(i), bits.TrailingZeros16(bit))
			}
			return true
		}
	}
	return false
}

// contradiction says what is wrong with a board found wrong: "r2c3 no
// candidate", "7 no place in row 2".
func (b *logicBoard) contradiction() string {
	for i := range 81 {
		if b.grid[i] == 0 && b.cand[i] == 0 {
			return board.CellName(i) + " no candidate"
		}
	}
	for h := range board.HouseCells {
		all := b.placed[h]
		for _, i := range board.HouseCells[h] {
			all |= b.cand[i]
		}
		if missing := board.AllDigits &^ all; missing != 0 {
			return fmt.Sprintf("%d no place in %s", bits.TrailingZeros16(missing), board.HouseName(h))
		}
	}
	for h := range board.HouseCells {
		var once, twice uint16
		for _, i := range board.HouseCells[h] {
			twice |= once & b.cand[i]
			once |= b.cand[i]
		}
		for _, i := range board.HouseCells[h] {
			if m := b.cand[i] & once &^ twice; m&(m-1) != 0 {
				return fmt.Sprintf("%s the only place for %s in %s", board.CellName(int(i)), board.DigitList(m), board.HouseName(h))
			}
		}
	}
	return "a digit twice in a house"
}
