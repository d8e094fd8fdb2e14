package se

import (
	"cmp"
	"fmt"
	"math/bits"
	"slices"
	"strings"

	"sudoku/internal/board"
)

// SE's strong-link patterns on one digit (skyscraper, kite, turbot and
// their longer kin): n houses where the digit has two places, or two
// groups of places, linked end to end by houses shared by an end of one
// and an end of the next; the digit goes from the cells that see both
// free ends. When the free ends share a house too, the links make a loop
// and the digit also goes from the cells seeing both ends of each weak
// link. SE rates two links 4.0, three 5.4, four 5.8, adding 0.1 when the
// houses are of two kinds, 0.2 when of three, and 0.3 when a link is
// grouped.
//
// A house of three to six places is a grouped link when they lie in two
// parts: a line's places in two of its boxes, a box's in the row and the
// column through one of its cells (the heart) or in two of its rows or
// columns. The search follows SE's order: the kinds of houses, the
// digits, the houses and their ends, then the orders and directions of
// the links; of the patterns found, the easiest, the one removing most,
// then the least suffix.

// An slEnd is an end of a link: a cell and at most two more of its group,
// -1 where there are none.
type slEnd [3]int8

// An slLink is a house of the pattern with its two ends.
type slLink struct {
	h       int // the house
	t       int // its SE type
	grouped bool
	ends    [2]slEnd
	houses  [2]uint32     // the houses holding all cells of each end
	places  board.CellSet // the house's cells with the digit
	id      int8          // its number among the digit's links
	meets   uint64        // the links, by number, whose ends share a house with its
}

// An slFound is a pattern found: its rating, what it removes and the
// keys SE orders patterns by.
type slFound struct {
	rating float64
	nelim  int
	suffix string
	elim   board.CellSet
	digit  int
	ring   bool
	types  int    // the index of its houses' kinds in slTypeSets[n]
	order  uint32 // slSearch.order of its links
}

// slSearch is the scratch space of the strong-link search.
type slSearch struct {
	n     int
	digit int
	order uint32 // the set of links tried: its kinds' index in slTypeSets[n], then its links' numbers
	links [4]slLink
	found []slFound
	// A digit's patterns depend on its candidates alone, which most
	// steps leave as they were: memo keeps, for n links and each digit,
	// the patterns found for the candidates it was last searched with.
	// Where it found none and the candidates have only lost some since,
	// a pattern must have a link in a house where they did: tried holds
	// the links, by number, the sets tried must have one of.
	memo  [5][10]slMemo
	tried uint64
	// configs holds the ways each house is a link of each digit, for
	// the digit's candidates in built.
	configs [27][10][]slLink
	built   [10]slMemo
	byID    [10][64]*slLink // the links by number
	nlinks  [10]int
	// share[a][b] is the house shared by ends a and b, end k of link l
	// being 2l+k, set for the set of links tried.
	share [8][8]int8
}

// slTypeSets lists, for n links, the kinds of their houses (SE types) in
// SE's order.
var slTypeSets = [5][][]int{
	2: {{0, 0}, {0, 1}, {1, 1}, {0, 2}, {1, 2}, {2, 2}},
	3: slTypes(3),
	4: slTypes(4),
}

// slTypes returns the non-decreasing sequences of n types in SE's order:
// the combinations of n of 3n bits, by the highest bit first, whose k-th
// bit is k modulo n.
func slTypes(n int) (sets [][]int) {
	for m := uint64(1)<<n - 1; m < 1<<(3*n); {
		set, ok := []int{}, true
		for k, r := 0, m; r != 0; k, r = k+1, r&(r-1) {
			b := bits.TrailingZeros64(r)
			ok = ok && b%n == k
			set = append(set, b/n)
		}
		if ok {
			sets = append(sets, set)
		}
		low := m & -m
		ripple := m + low
		m = ripple | (m^ripple)>>2/low
	}
	return sets
}

// An slMemo is what was found for a digit whose candidates were cells.
type slMemo struct {
	done  bool
	cells board.CellSet
	found []slFound
}

// fresh reports whether m was found for candidates cells, and if not
// marks it as being found for them.
func (m *slMemo) fresh(cells board.CellSet) bool {
	if m.done && m.cells == cells {
		return true
	}
	m.done, m.cells = true, cells
	return false
}

// strongLinks finds a pattern of n strong links.
func (e *Engine) strongLinks(n int) bool {
	s := &e.links
	s.n = n
	var best *slFound
	for d := 1; d <= 9; d++ {
		m := &s.memo[n][d]
		was, barren := m.cells, m.done && len(m.found) == 0
		if !m.fresh(e.b.cells[d]) {
			e.slSearchDigit(d, m, was, barren && e.b.cells[d].Minus(was).Empty() && !e.exhaustive)
		}
		for k := range m.found {
			if f := &m.found[k]; best == nil || slBefore(f, best) {
				best = f
			}
		}
	}
	if best == nil {
		return false
	}
	e.removeCells(best.elim, best.digit)
	e.hint.tech, e.hint.rating = slTech(best, n), best.rating
	if e.text {
		e.hint.what = e.describeLinks(best, n)
		e.hint.name = slName(best, n)
	}
	return true
}

// slBefore reports whether pattern a is taken before b, b being of the
// same digit and found before a or of a digit before a's: the easiest,
// the one removing most, the least suffix, then the first found in SE's
// order (kinds of houses, digit, houses).
func slBefore(a, b *slFound) bool {
	switch {
	case a.rating != b.rating:
		return a.rating < b.rating
	case a.nelim != b.nelim:
		return a.nelim > b.nelim
	case a.suffix != b.suffix:
		return a.suffix < b.suffix
	}
	return a.types < b.types
}

// slSearchDigit finds the patterns of s.n links of digit d into m, in
// SE's order: by the kinds of their houses, then by house. If shrunk, the
// digit's candidates were was, where it found none, and have lost some
// since.
func (e *Engine) slSearchDigit(d int, m *slMemo, was board.CellSet, shrunk bool) {
	s := &e.links
	s.digit = d
	if !s.built[d].fresh(e.b.cells[d]) {
		e.slLinks(d)
	}
	s.tried = ^uint64(0)
	if shrunk {
		s.tried = 0
		for v := range s.nlinks[d] {
			if h := board.HouseSet[s.byID[d][v].h]; e.b.cells[d].And(h) != was.And(h) {
				s.tried |= 1 << v
			}
		}
	}
	s.found = m.found[:0]
	// A pattern's links each meet the next: they are a connected set of
	// the graph of links that meet. Each such set of n is grown once,
	// from its least link, by links greater than it that meet the set
	// and no link chosen before them (Wernicke's ESU).
	for v := range s.nlinks[d] {
		l := s.byID[d][v]
		if above := l.meets &^ (1<<(v+1) - 1); above != 0 {
			e.slGrow(1, 1<<v, above, l.meets|1<<v, l.places, v)
		}
	}
	slices.SortStableFunc(s.found, func(a, b slFound) int { return cmp.Compare(a.order, b.order) })
	m.found = s.found
}

// slGrow adds to the size links of set (whose places are places, which
// with the links they meet are seen) a link of ext, each in turn, and
// the links greater than least that meet it alone to those the larger
// set may take next; at n links it tries the set.
func (e *Engine) slGrow(size int, set, ext, seen uint64, places board.CellSet, least int) {
	s := &e.links
	if size == s.n {
		e.slTry(set)
		return
	}
	for ext != 0 {
		w := bits.TrailingZeros64(ext)
		ext &= ext - 1
		l := s.byID[s.digit][w]
		if !l.places.And(places).Empty() {
			continue
		}
		more := l.meets &^ seen &^ (1<<(least+1) - 1)
		e.slGrow(size+1, set|1<<w, ext|more, seen|l.meets, places.Or(l.places), least)
	}
}

// slTry tries the links of set in SE's order, by kind of house, then by
// number: the houses they share, then the orders and directions.
func (e *Engine) slTry(set uint64) {
	s := &e.links
	if set&s.tried == 0 {
		return // as it was when it made no pattern
	}
	// A pattern removes the digit from cells outside its links' houses
	// that see an end of two of its links: where there are none, no
	// order of the links removes anything.
	var once, twice, houses board.CellSet
	for m := set; m != 0; m &= m - 1 {
		l := s.byID[s.digit][bits.TrailingZeros64(m)]
		seen := board.PeerSet[l.ends[0][0]].Or(board.PeerSet[l.ends[1][0]])
		twice = twice.Or(once.And(seen))
		once = once.Or(seen)
		houses = houses.Or(board.HouseSet[l.h])
	}
	if twice.Minus(houses).And(e.b.cells[s.digit]).Empty() && !e.exhaustive {
		return
	}
	n := 0
	for t := range 3 {
		for m := set; m != 0; m &= m - 1 {
			if l := s.byID[s.digit][bits.TrailingZeros64(m)]; l.t == t {
				s.links[n] = *l
				n++
			}
		}
	}
	kinds, ids := 0, uint32(0)
	for a, l := range s.links[:n] {
		kinds = 3*kinds + l.t
		ids = ids<<6 | uint32(l.id)
		for b := range 2 * a {
			for k := range 2 {
				sh := int8(slShare(l.houses[k], s.links[b/2].houses[b%2]))
				s.share[2*a+k][b], s.share[b][2*a+k] = sh, sh
			}
		}
	}
	s.order = uint32(slTypeIndex[n][kinds])<<24 | ids
	e.slOrders()
}

// slTypeIndex holds, for n links, the index in slTypeSets[n] of each
// set of kinds, written as a number in base 3.
var slTypeIndex = func() (x [5][81]int8) {
	for n := 2; n <= 4; n++ {
		for k, types := range slTypeSets[n] {
			v := 0
			for _, t := range types {
				v = 3*v + t
			}
			x[n][v] = int8(k)
		}
	}
	return x
}()

// slLinks lists the links of digit d: the ways each house is a link of
// it, numbered, with those they meet.
func (e *Engine) slLinks(d int) {
	s := &e.links
	for h := range s.configs {
		s.configs[h][d] = e.slConfigs([3]int{1, 2, 0}[h/9], h, s.configs[h][d][:0])
	}
	s.numberLinks(d)
}

// slTech returns the technique SE names a pattern as.
func slTech(f *slFound, n int) seTech {
	kinds := f.suffix[1:]
	switch {
	case f.ring:
		return seXLoop
	case !strings.ContainsAny(kinds, "02"):
		return seSkyscraper
	case !strings.Contains(kinds, "0") && n < 4:
		return seKite
	}
	return seStrongLinks
}

// slParts holds, for each way e of parting a house's places in SE's
// order, the places that must be empty and the two blades, as bits by
// place in the house: for a box, e from 0 to 8 the row and the column
// through cell e (the heart, in neither blade), then two of its rows or
// columns; for a line, two of its three boxes.
var slParts = func() (p [2][15][3]uint16) {
	for e := range 9 {
		r, c := e/3, e%3
		for j := range 9 {
			switch {
			case j/3 != r && j%3 != c:
				p[0][e][0] |= 1 << j
			case j%3 == c && j != e:
				p[0][e][1] |= 1 << j
			case j/3 == r && j != e:
				p[0][e][2] |= 1 << j
			}
		}
	}
	lines := [6]uint16{0x7, 0x38, 0x1c0, 0x49, 0x92, 0x124} // rows, columns of a box
	for k, empty := range [6]int{2, 1, 0, 5, 4, 3} {
		p[0][9+k][0] = lines[empty]
		g := k / 3 * 3
		var blades []uint16
		for l := g; l < g+3; l++ {
			if l != empty {
				blades = append(blades, lines[l])
			}
		}
		p[0][9+k][1], p[0][9+k][2] = blades[0], blades[1]
	}
	for e, bl := range [3][2]uint16{{0x38, 0x1c0}, {0x7, 0x1c0}, {0x7, 0x38}} {
		p[1][e] = [3]uint16{7 << (3 * e), bl[0], bl[1]}
	}
	return p
}()

// slCell returns the cell at place j of house h.
func slCell(h int, j int) int8 { return int8(board.HouseCells[h][j]) }

// slNth returns the cell of house h at the k-th place of p, or -1.
func slNth(h int, p uint16, k int) int8 {
	for ; k > 0 && p != 0; k-- {
		p &= p - 1
	}
	if p == 0 {
		return -1
	}
	return slCell(h, bits.TrailingZeros16(p))
}

// sameLine reports whether cells a and b share a row or a column.
func sameLine(a, b int8) bool { return a/9 == b/9 || a%9 == b%9 }

// slConfigs appends to buf the ways house h, of SE type t, is a link of
// the digit searched, in SE's order.
func (e *Engine) slConfigs(t, h int, buf []slLink) []slLink {
	s := &e.links
	p := e.b.pos[h][s.digit]
	n := bits.OnesCount16(p)
	if n < 2 || n > 6 {
		return buf
	}
	l := slLink{h: h, t: t, places: placeCells(h, p)}
	if n == 2 {
		a, b := slNth(h, p, 0), slNth(h, p, 1)
		if t == 0 && sameLine(a, b) {
			return buf
		}
		l.ends = [2]slEnd{{a, -1, -1}, {b, -1, -1}}
		return append(buf, l.withHouses())
	}
	kind, last := 0, 14
	if t != 0 {
		kind, last = 1, 2
	}
	for k := 0; k <= last; k++ {
		parts := slParts[kind][k]
		if k > 8 && n < 4 || p&parts[0] != 0 {
			continue
		}
		b1, b2 := p&parts[1], p&parts[2]
		if b1 == 0 || b2 == 0 {
			return buf
		}
		heart := int8(-1)
		if kind == 0 && k < 9 {
			heart = slCell(h, k)
		}
		l.grouped = true
		return e.slGrouped(l, b1, b2, heart, p&(1<<k) != 0 && kind == 0 && k < 9, k > 8 && n == 4, buf)
	}
	return buf
}

// slGrouped appends to buf the ways link l, whose places are in blades
// b1 and b2 around the heart cell (or -1; hasHeart if the digit is
// there), is a grouped link; rect says the places are four in two rows
// or two columns of a box.
func (e *Engine) slGrouped(l slLink, b1, b2 uint16, heart int8, hasHeart, rect bool, buf []slLink) []slLink {
	h := l.h
	n1, n2 := bits.OnesCount16(b1), bits.OnesCount16(b2)
	group := func(b uint16) slEnd { // a blade and, in a box, its heart
		if heart >= 0 {
			return slEnd{slNth(h, b, 0), heart, slNth(h, b, 1)}
		}
		return slEnd{slNth(h, b, 0), slNth(h, b, 1), slNth(h, b, 2)}
	}
	switch {
	case n1 == 1 && n2 == 1:
		l.ends = [2]slEnd{{slNth(h, b2, 0), -1, -1}, group(b1)}
	case n1 == 1:
		l.ends = [2]slEnd{{slNth(h, b1, 0), -1, -1}, group(b2)}
	case n2 == 1:
		l.ends = [2]slEnd{{slNth(h, b2, 0), -1, -1}, group(b1)}
	default:
		l.ends = [2]slEnd{{slNth(h, b1, 0), slNth(h, b1, 1), slNth(h, b1, 2)}, {slNth(h, b2, 0), slNth(h, b2, 1), slNth(h, b2, 2)}}
		c1, c2 := l.ends[0][1], l.ends[1][1]
		if rect && sameLine(c1, c2) && sameLine(l.ends[0][0], l.ends[1][0]) {
			buf = append(buf, l.withHouses())
			l.ends = [2]slEnd{{l.ends[0][0], l.ends[1][0], -1}, {c1, c2, -1}}
			return append(buf, l.withHouses())
		}
		if hasHeart && n1 == 2 {
			l.ends[0][2] = heart
		}
		if hasHeart && n2 == 2 {
			l.ends[1][2] = heart
		}
	}
	return append(buf, l.withHouses())
}

// withHouses returns the link with the houses of its ends set.
func (l slLink) withHouses() slLink {
	for k, end := range l.ends {
		l.houses[k] = endHouses(end)
	}
	return l
}

// endHouses returns the houses, bit h for house h, holding every cell of
// end a (its third only with its second, as SE reads them).
func endHouses(a slEnd) uint32 {
	m := board.HouseBits[a[0]]
	if a[1] >= 0 {
		m &= board.HouseBits[a[1]]
		if a[2] >= 0 {
			m &= board.HouseBits[a[2]]
		}
	}
	return m
}

// slPerms holds, for n links, the orders SE tries them in: its
// permutations, countdown QuickPerm's order, of those that read no
// greater than reversed.
var slPerms = [5][][4]int{2: quickPerms(2), 3: quickPerms(3), 4: quickPerms(4)}

func quickPerms(n int) (out [][4]int) {
	var q [4]int
	var r [5]int
	for k := range n + 1 {
		r[k] = k
		if k < n {
			q[k] = k
		}
	}
	keep := func() {
		for k := range n / 2 {
			if q[k] != q[n-1-k] {
				if q[k] < q[n-1-k] {
					out = append(out, q)
				}
				return
			}
		}
		out = append(out, q)
	}
	keep()
	for s := 1; s < n; {
		r[s]--
		t := s % 2 * r[s]
		q[t], q[s] = q[s], q[t]
		keep()
		for s = 1; r[s] == 0; s++ {
			r[s] = s
		}
	}
	return out
}

// slOrders tries the links chosen in each order and direction: the
// links that follow each other must meet.
func (e *Engine) slOrders() {
	s := &e.links
	n := s.n
	for _, q := range slPerms[n] {
		ok := true
		for w := 0; w+1 < n && ok; w++ {
			ok = s.links[q[w]].meets&(1<<s.links[q[w+1]].id) != 0
		}
		if ok {
			e.slDirections(q)
		}
	}
}

// slDirections tries the links chosen in order q in each direction,
// dir[w] the end link q[w] is entered by, in SE's order: as the bits of a
// number counting up, dir[0] the highest; those where a link's exit and
// the next's entry share no house are passed over, with all that follow
// them.
func (e *Engine) slDirections(q [4]int) {
	s := &e.links
	n, share := s.n, &s.share
	var shared [3]int
	var dir [4]int
	for w := 0; w >= 0; {
		switch {
		case dir[w] > 1: // all tried: back to the link before
			dir[w] = 0
			if w--; w >= 0 {
				dir[w]++
			}
			continue
		case w > 0:
			shared[w-1] = int(share[2*q[w-1]+1-dir[w-1]][2*q[w]+dir[w]])
			if shared[w-1] < 0 {
				dir[w]++
				continue
			}
		}
		if w+1 < n {
			w++
			continue
		}
		start, end := s.links[q[0]].ends[dir[0]], s.links[q[n-1]].ends[1-dir[n-1]]
		if share[2*q[0]+dir[0]][2*q[n-1]+1-dir[n-1]] < 0 {
			e.slPattern(q, start, end, shared[:n-1])
		} else if dir[0] == 0 && e.slMinFirst(q) {
			e.slRing(q, &dir, start, end)
		}
		dir[w]++
	}
}

// slShare returns the house holding both ends whose houses are a and b:
// a column, a row or a box in that order of preference, or -1.
func slShare(a, b uint32) int {
	m := a & b
	switch {
	case m == 0:
		return -1
	case m&(0x1ff<<9) != 0:
		return bits.TrailingZeros32(m & (0x1ff << 9))
	}
	return bits.TrailingZeros32(m) // a row, or else a box
}

// slMinFirst reports whether the first link of order q has the least
// house in SE's numbering (boxes, then rows, then columns).
func (e *Engine) slMinFirst(q [4]int) bool {
	s := &e.links
	first := slFullNumber(s.links[q[0]].h)
	for _, l := range s.links[:s.n] {
		if slFullNumber(l.h) < first {
			return false
		}
	}
	return true
}

// slFullNumber numbers house h as SE does: type*10 + index + 1.
func slFullNumber(h int) int {
	return [3]int{10, 20, 0}[h/9] + h%9 + 1
}

// slSeeing returns the cells that see every cell of end a, or its first
// cell alone unless withGroup.
func slSeeing(a slEnd, withGroup bool) board.CellSet {
	v := board.PeerSet[a[0]]
	if withGroup && a[1] >= 0 {
		v = v.And(board.PeerSet[a[1]])
		if a[2] >= 0 {
			v = v.And(board.PeerSet[a[2]])
		}
	}
	return v
}

// slVictims returns the cells with the digit seeing the ends a and b,
// outside the links' houses.
func (e *Engine) slVictims(a, b slEnd, groupA, groupB bool) board.CellSet {
	s := &e.links
	v := slSeeing(a, groupA).And(slSeeing(b, groupB))
	var self board.CellSet
	self.Add(int(a[0]))
	self.Add(int(b[0]))
	for _, l := range s.links[:s.n] {
		self = self.Or(board.HouseSet[l.h])
	}
	return v.Minus(self).And(e.b.cells[s.digit])
}

// slPattern records the pattern of the links in order q from end start to
// end, whose weak links are in the houses shared, if it removes any.
func (e *Engine) slPattern(q [4]int, start, end slEnd, shared []int) {
	s := &e.links
	v := e.slVictims(start, end, s.links[q[0]].grouped, s.links[q[s.n-1]].grouped)
	for _, h := range shared {
		v = v.Minus(board.HouseSet[h])
	}
	if !v.Empty() {
		e.slRecord(q, v, v.Count(), false)
	}
}

// slRing records the loop of the links in order q and directions dir,
// if it removes any.
func (e *Engine) slRing(q [4]int, dir *[4]int, start, end slEnd) {
	s := &e.links
	v := e.slVictims(start, end, s.links[q[0]].grouped, s.links[q[s.n-1]].grouped)
	total := v.Count()
	for w := 0; w+1 < s.n; w++ {
		vw := e.slVictims(s.links[q[w]].ends[1-dir[w]], s.links[q[w+1]].ends[dir[w+1]], true, true)
		total += vw.Count()
		v = v.Or(vw)
	}
	if !v.Empty() {
		e.slRecord(q, v, total, true)
	}
}

// slRecord adds a pattern found to the list.
func (e *Engine) slRecord(q [4]int, v board.CellSet, nelim int, ring bool) {
	s := &e.links
	var types [4]int
	grouped := 0
	for k, l := range s.links[:s.n] {
		types[k] = s.links[q[k]].t
		if l.grouped {
			grouped++
		}
	}
	suffix := string(rune('0'+grouped)) + slLineName(types[:s.n])
	s.found = append(s.found, slFound{
		rating: slRating(s.n, suffix), nelim: nelim, suffix: suffix,
		elim: v, digit: s.digit, ring: ring, types: int(s.order >> 24), order: s.order,
	})
}

// slRating returns SE's rating of n links whose suffix is given.
func slRating(n int, suffix string) float64 {
	base := [5]float64{2: 4.0, 3: 5.4, 4: 5.8}[n]
	kinds := suffix[1:]
	switch {
	case suffix[0] != '0':
		return base + 0.3
	case !strings.ContainsAny(kinds, "02"):
		return base
	case strings.Contains(kinds, "0") && strings.Contains(kinds, "2"):
		return base + 0.2
	}
	return base + 0.1
}

// slLineName returns SE's name of the kinds of the links in order
// (0 box, 1 row, 2 column), read in the direction that is no greater
// reversed: with a row among them, the least of it and its forms with
// rows and columns exchanged (reversed too); otherwise with columns
// written as rows.
func slLineName(types []int) string {
	fwd := digitsOf(types)
	rev := reversed(fwd)
	if rev < fwd {
		fwd = rev
	}
	if !strings.Contains(fwd, "1") {
		return strings.ReplaceAll(fwd, "2", "1")
	}
	cur := exchangeLines(fwd)
	best := reversed(cur)
	if best > cur {
		best = cur
	}
	if fwd > best {
		return best
	}
	return fwd
}

func digitsOf(ts []int) string {
	b := make([]byte, len(ts))
	for k, t := range ts {
		b[k] = byte('0' + t)
	}
	return string(b)
}

func reversed(s string) string {
	b := []byte(s)
	slices.Reverse(b)
	return string(b)
}

// exchangeLines writes rows as columns and columns as rows.
func exchangeLines(s string) string {
	b := []byte(s)
	for k, c := range b {
		switch c {
		case '1':
			b[k] = '2'
		case '2':
			b[k] = '1'
		}
	}
	return string(b)
}

// slName names a pattern as SE does, in lower case.
func slName(f *slFound, n int) string {
	var name string
	switch slTech(f, n) {
	case seXLoop:
		name = fmt.Sprintf("x-loop of %d strong links", n)
	case seSkyscraper:
		name = "skyscraper"
		if n > 2 {
			name = fmt.Sprintf("%d skyscrapers", n)
		}
	case seKite:
		name = fmt.Sprintf("%d-string kite", n)
	default:
		name = fmt.Sprintf("%d strong links", n)
	}
	if f.suffix[0] != '0' {
		name = "grouped " + name
	}
	return name
}

// numberLinks numbers the links of digit d and notes, for each, the
// links disjoint from it that it meets: an end of one shares a house with
// an end of the other.
func (s *slSearch) numberLinks(d int) {
	n := 0
	for h := range s.configs {
		for x := range s.configs[h][d] {
			l := &s.configs[h][d][x]
			l.id, l.meets = int8(n), 0
			s.byID[d][n] = l
			n++
		}
	}
	s.nlinks[d] = n
	links := s.byID[d][:n]
	for i, a := range links {
		for _, b := range links[i+1:] {
			if a.h != b.h && a.places.And(b.places).Empty() && slMeet(a, b) {
				a.meets |= 1 << b.id
				b.meets |= 1 << a.id
			}
		}
	}
}

// slMeet reports whether an end of link a shares a house with an end of
// link b.
func slMeet(a, b *slLink) bool {
	return (a.houses[0]|a.houses[1])&(b.houses[0]|b.houses[1]) != 0
}
