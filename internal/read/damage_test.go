package read

// TestDamage reads through the reader's face alone, but shares its
// layouts and inputs with the tests of the reader's insides.

import (
	"bytes"
	"encoding/json"
	"fmt"
	"hash/fnv"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"sudoku/internal/board"
	"sudoku/internal/fault"
	"sudoku/internal/oracle"
	"sudoku/internal/output"
)

// TestDamage renders known puzzles, each with one solution, in every family
// of layouts the reader knows, as the programs that write each write them,
// two to four puzzles a file, and damages each puzzle of each file in turn
// with each defect that applies (see damageDefects) at a few places. The
// reader must never read a file silently as something else:
//
//   - the clean file is read as exactly the rendered puzzles, each at the
//     line of its first cell;
//   - a damaged file is read as every other puzzle exactly as rendered, at
//     its line (moved by the lines the damage added or removed), and, for
//     the damaged puzzle, as one or more faults (*lineError) whose lines lie
//     within the damaged puzzle's lines, from the line of its first cell to
//     the line after that of its last, and nothing else: no other puzzle,
//     no puzzle missing, no fault elsewhere. Only where the damage is
//     harmless, spaces at the ends of lines or an empty row that a
//     spreadsheet may leave out, may the damaged puzzle be read as
//     rendered instead. A digit repeated must give a fault that names the
//     digit twice in a row, a column or a box.
//
// A misread is reported as one line: the layout, the defect, the damaged
// puzzle, the damaged line and what was read instead; the first few of
// each family are shown, with their count. With -short, each layout makes
// one file; else three, of other puzzles.
//
// Some layouts are still misread when damaged in some ways, each for a
// reason that allowance says, at most as often as it says (in three
// files; one file, with -short, has as many or fewer): a layout misread
// more often fails, and one misread less often asks for its count to be
// lowered.
func TestDamage(t *testing.T) {
	pool := damagePool(t)
	filesPerStyle := 3
	if testing.Short() {
		filesPerStyle = 1
	}
	var files, damaged, misread int
	for _, fam := range damageFamilies {
		t.Run(fam.name, func(t *testing.T) {
			var bad []string
			for _, st := range fam.styles {
				before := len(bad)
				for seed := range filesPerStyle {
					f, ok := newDamageFile(t, st, pool, uint64(seed))
					if !ok {
						continue
					}
					files++
					if msg := f.checkClean(t); msg != "" {
						bad = append(bad, st.name+": clean file: "+msg)
						continue
					}
					for _, dm := range f.damages() {
						damaged++
						if msg := f.check(t, dm); msg != "" {
							bad = append(bad, fmt.Sprintf("%s: %s, puzzle %d of %d, %s: %s", st.name, dm.defect, dm.puzzle+1, len(f.items), dm.shown, msg))
						}
					}
				}
				a, n := allowance[st.name], len(bad)-before
				switch {
				case n > a.most:
					continue // reported below
				case n < a.most && !testing.Short():
					t.Errorf("%s: %d misread, fewer than the %d allowed: lower the allowance", st.name, n, a.most)
				}
				misread += n
				bad = bad[:before]
			}
			misread += len(bad)
			reportMisreads(t, bad)
		})
	}
	t.Logf("%d families, %d files, %d damaged files, %d misread", len(damageFamilies), files, damaged, misread)
}

// allowance holds the layouts still misread when damaged: how many of the
// damaged files of three may be misread, and why.
var allowance = map[string]struct {
	most int
	why  string
}{
	"a box a cell, spacers":    {53, "the empty lines of boxes above and below each row are empty rows too: a row dropped or added moves the pattern by which they are told apart"},
	"a margin":                 {29, "an empty row is both the line between grids and a grid's empty first or last row, and a margin's field or a note's make rows of many widths: with a row dropped or added, the reading that is a puzzle with one solution is taken"},
	"a note beside":            {27, "as with a margin: rows of twelve fields, a note beside the first, and empty rows between grids"},
	"LibreOffice":              {7, "an empty row is both the line between grids and a grid's empty first or last row: in the first grid, before any line between grids says the grids are parted by one, a row dropped or added gives the reading that is a puzzle with one solution; and an empty row with a field more or fewer, or an empty first row dropped, reads the same"},
	"letters and boxes":        {11, "a row's letter and the numbers of the columns above: a row cut in its boxes of spaces reads as a header"},
	"ExcelJS":                  {7, "rows end at their last digit: a digit repeated or a stray character moves which nine fields are the grid's"},
	"SheetJS, tabs and titles": {4, "an empty row is both the line between grids and a grid's empty first or last row: before the first grid's line between grids, nothing says the grids are parted by one; and an empty row with a field more or fewer is the same row"},
	"Node.js, null blanks":     {4, "a stray character on the first line of a list a few a line, before any line opens it"},
	"rows of nine characters":  {3, "a row of nine spaces, a row of blanks, added after a grid, is the empty line after it"},
	"go-sudoku":                {2, "boxes of nine columns with spaces for blanks: a cell dropped leaves a row of spaces"},
	"Node.js object":           {2, "a cell under its key written twice, as the last"},
	"strings on a line":        {1, "a line of strings cut where the next line starts with a cell and a quote"},
	"Norvig's dict":            {1, "a dict on a line cut between a key and its value"},
	"Node.js, digits from 0":   {1, "a stray character on the first line of a list a few a line"},
}

// maxMisreads is how many misreads of a family are shown.
const maxMisreads = 30

// reportMisreads fails the test with the first misreads of a family and
// their count.
func reportMisreads(t *testing.T, bad []string) {
	if len(bad) == 0 {
		return
	}
	shown := bad[:min(len(bad), maxMisreads)]
	more := ""
	if len(bad) > len(shown) {
		more = fmt.Sprintf("\n… and %d more", len(bad)-len(shown))
	}
	t.Errorf("%d misread:\n%s%s", len(bad), strings.Join(shown, "\n"), more)
}

// An item is a puzzle to render: its 81 cells, 0 for a blank, its
// solution and how many givens it has, for the layouts that write them
// beside it.
type item struct {
	p, sol string
	clues  int
}

// damagePool returns the puzzles the files are made of, read without the
// reader: the 17-clue puzzles, whose first row is empty, the same upside
// down, whose last row is, and the hardest, each with one solution.
func damagePool(t *testing.T) (pool [3][]item) {
	for k, name := range []string{"17clue.txt", "17clue.txt", "hard.txt"} {
		for _, g := range oracle.Puzzles(t, oracle.Testdata(name)) {
			if k == 1 {
				g = upsideDown(g)
			}
			if c := g; board.Solve(&c, 2) != 1 {
				t.Fatalf("%s: %s has not one solution", name, cellText(g))
			}
			sol := g
			board.Solve(&sol, 1)
			if err := oracle.CheckSolution(&g, &sol); err != nil {
				t.Fatalf("%s: %s: %v", name, cellText(g), err)
			}
			pool[k] = append(pool[k], item{cellText(g), cellText(sol), 81 - strings.Count(cellText(g), "0")})
		}
	}
	return pool
}

// upsideDown returns g with its rows in the reverse order.
func upsideDown(g board.Grid) board.Grid {
	var u board.Grid
	for r := range 9 {
		copy(u[9*r:9*r+9], g[9*(8-r):9*(8-r)+9])
	}
	return u
}

// cellText returns the 81 cells of g, 0 for a blank.
func cellText(g board.Grid) string {
	b := make([]byte, 81)
	for i, d := range g {
		b[i] = '0' + d
	}
	return string(b)
}

// gridOfCells returns the grid of 81 cells, 0 for a blank.
func gridOfCells(p string) board.Grid {
	var g board.Grid
	for i := range g {
		g[i] = p[i] - '0'
	}
	return g
}

// A damageFamily is a family of layouts, each a style in which some
// program writes puzzles.
type damageFamily struct {
	name   string
	styles []damageStyle
}

// A damageStyle is one layout of a family: render writes a file of the
// items, as its program writes several puzzles, with what it puts between
// them. Where each puzzle lies, the lines of its first and last cells, and
// where each cell does, are found by rendering it again with that cell
// changed (see locate), or by cells if set. fit, if set, tells which
// puzzles the layout can hold at all; skip names the defects that make
// another valid file of the layout, which no reader can tell.
type damageStyle struct {
	name   string
	render func(items []item) string
	cells  func(text string) []span
	fit    func(p string) bool
	skip   []string

	// emptyRows is set where a row with no given is written as the line
	// between grids is, as spreadsheets write them, and may be left out
	// first or last: there such a row dropped or written twice makes
	// another valid file, which may be read as the rendered puzzle at the
	// line of its first row or the next.
	emptyRows bool
}

// A span is where a cell's text lies in a file, from byte start to end.
type span struct{ start, end int }

// A damageFile is a clean file of a style, its items and where their
// cells lie, found as they are asked for.
type damageFile struct {
	st    *damageStyle
	items []item
	text  string
	spans map[[2]int]span // by puzzle and cell; {-1, -1} if not found
	rng   *rand.Rand
}

// newDamageFile renders two to four puzzles of the pool in a style: one
// with an empty first row, one with an empty last row, and hard ones, in
// an order of its own, chosen by seed; puzzles that do not fit the style
// are replaced by hard ones.
func newDamageFile(t *testing.T, st damageStyle, pool [3][]item, seed uint64) (*damageFile, bool) {
	h := fnv.New64a()
	h.Write([]byte(st.name))
	rng := rand.New(rand.NewPCG(seed, h.Sum64()))
	n := 2 + rng.IntN(3)
	var items []item
	for k := range n {
		fit := fitting(st, pool[min(k, 2)], items)
		if len(fit) == 0 {
			fit = fitting(st, pool[2], items)
		}
		if len(fit) == 0 {
			t.Errorf("%s: too few puzzles fit", st.name)
			return nil, false
		}
		items = append(items, fit[rng.IntN(len(fit))])
	}
	rng.Shuffle(len(items), func(i, j int) { items[i], items[j] = items[j], items[i] })
	f := &damageFile{st: &st, items: items, text: st.render(items), spans: map[[2]int]span{}, rng: rng}
	for i := range items {
		if _, ok := f.cell(i, 0); !ok {
			t.Errorf("%s: the first cell of puzzle %d is not found", st.name, i+1)
			return nil, false
		}
		if _, ok := f.cell(i, 80); !ok {
			t.Errorf("%s: the last cell of puzzle %d is not found", st.name, i+1)
			return nil, false
		}
	}
	return f, true
}

// fitting returns the items of from that fit st and are not in items.
func fitting(st damageStyle, from, items []item) []item {
	var fit []item
	for _, it := range from {
		if (st.fit == nil || st.fit(it.p)) && !slices.Contains(items, it) {
			fit = append(fit, it)
		}
	}
	return fit
}

// cell returns where cell k of puzzle i lies in the file, if it is found.
func (f *damageFile) cell(i, k int) (span, bool) {
	if k < 0 || k > 80 {
		return span{-1, -1}, false
	}
	key := [2]int{i, k}
	s, ok := f.spans[key]
	if !ok {
		s = f.locate(i, k)
		f.spans[key] = s
	}
	return s, s.start >= 0
}

// locate finds cell k of puzzle i: the bytes that change when the file is
// rendered with that cell changed, a given into another digit, a blank
// into a digit, which must lie within a line. With the style's cells, it
// is the (81·i+k)th of the cells they find.
func (f *damageFile) locate(i, k int) span {
	if f.st.cells != nil {
		if all := f.st.cells(f.text); 81*i+k < len(all) {
			return all[81*i+k]
		}
		return span{-1, -1}
	}
	items := slices.Clone(f.items)
	b := []byte(items[i].p)
	if b[k] == '0' {
		b[k] = '5'
	} else {
		b[k] = '1' + (b[k]-'0')%9
	}
	items[i].p = string(b)
	alt := f.st.render(items)
	a := 0
	for a < len(f.text) && a < len(alt) && f.text[a] == alt[a] {
		a++
	}
	z := 0
	for z < len(f.text)-a && z < len(alt)-a && f.text[len(f.text)-1-z] == alt[len(alt)-1-z] {
		z++
	}
	s := span{a, len(f.text) - z}
	if s.end-s.start > 8 || strings.Contains(f.text[s.start:s.end], "\n") || strings.Contains(alt[a:len(alt)-z], "\n") {
		return span{-1, -1}
	}
	return s
}

// lineOf returns the line, from 1, of byte at of text.
func lineOf(text string, at int) int { return 1 + strings.Count(text[:at], "\n") }

// lines returns the lines of the first and the last cell of puzzle i.
func (f *damageFile) lines(i int) (first, last int) {
	s, _ := f.cell(i, 0)
	e, _ := f.cell(i, 80)
	return lineOf(f.text, s.start), lineOf(f.text, e.start)
}

// A damageResult is what the reader read: a puzzle, 81 cells, at a line,
// or a fault at a line.
type damageResult struct {
	line  int
	cells string // or "" for a fault
	msg   string
}

func (r damageResult) String() string {
	if r.cells == "" {
		return fmt.Sprintf("fault %d: %s", r.line, r.msg)
	}
	return fmt.Sprintf("puzzle %d: %s", r.line, strings.ReplaceAll(r.cells, "0", "."))
}

// readDamaged reads text with the reader.
func readDamaged(t *testing.T, text string) []damageResult {
	var got []damageResult
	for p, err := range Puzzles(strings.NewReader(text), "t") {
		switch {
		case err == nil:
			got = append(got, damageResult{line: p.Line, cells: cellText(p.Grid)})
		case fault.IsLine(err):
			got = append(got, faultResult(t, err))
		default:
			t.Fatalf("read error: %v", err)
		}
	}
	return got
}

// faultResult returns the line and the message of a fault of the file
// named t, which it reports as "t:LINE: message".
func faultResult(t *testing.T, err error) damageResult {
	at, msg, ok := strings.Cut(strings.TrimPrefix(err.Error(), "t:"), ": ")
	line, bad := strconv.Atoi(at)
	if !ok || bad != nil {
		t.Fatalf("fault %q is not at a line of t", err)
	}
	return damageResult{line: line, msg: msg}
}

// checkClean returns how the clean file was misread, or "".
func (f *damageFile) checkClean(t *testing.T) string {
	got := readDamaged(t, f.text)
	var want []damageResult
	for i, it := range f.items {
		first, _ := f.lines(i)
		want = append(want, damageResult{line: first, cells: it.p})
	}
	if slices.Equal(got, want) {
		return ""
	}
	return fmt.Sprintf("read %s, want %s", joinResults(got), joinResults(want))
}

// joinResults returns results as text, or "nothing".
func joinResults(rs []damageResult) string {
	if len(rs) == 0 {
		return "nothing"
	}
	var s []string
	for _, r := range rs {
		s = append(s, r.String())
	}
	return strings.Join(s, "; ")
}

// check returns how the damaged file was misread, or "".
func (f *damageFile) check(t *testing.T, dm damage) string {
	got := readDamaged(t, dm.text)
	var problems []string
	for i, it := range f.items {
		if i == dm.puzzle {
			continue
		}
		first, _ := f.lines(i)
		if i > dm.puzzle {
			first += dm.shift
		}
		want := damageResult{line: first, cells: it.p}
		if j := slices.Index(got, want); j >= 0 {
			got = slices.Delete(got, j, j+1)
		} else {
			problems = append(problems, "missing "+want.String())
		}
	}
	from, last := f.lines(dm.puzzle)
	to := last + dm.shift + 1
	var faults []string
	valid := false
	for _, r := range got {
		switch {
		case dm.same && r.cells == f.items[dm.puzzle].p && from <= r.line && r.line <= to && !valid:
			valid = true // another valid file of the puzzles
		case r.cells == f.items[dm.puzzle].p:
			problems = append(problems, "read as rendered "+r.String())
		case r.cells != "":
			problems = append(problems, "read "+r.String())
		case r.line < from || r.line > to:
			problems = append(problems, fmt.Sprintf("%s, outside lines %d-%d", r, from, to))
		default:
			faults = append(faults, r.msg)
		}
	}
	switch {
	case valid && len(faults) == 0:
	case len(faults) == 0:
		problems = append(problems, "no fault for it")
	case dm.twice && !slices.ContainsFunc(faults, func(m string) bool { return strings.HasSuffix(m, " twice") }):
		problems = append(problems, "no fault names the digit twice: "+strings.Join(faults, "; "))
	}
	if len(problems) > 0 && len(faults) > 0 {
		problems = append(problems, "(faults: "+strings.Join(faults, "; ")+")")
	}
	return strings.Join(problems, "; ")
}

// A damage is one defect applied at one place of one puzzle of a file.
type damage struct {
	defect string
	puzzle int
	text   string // the damaged file
	shown  string // the damaged line or lines
	shift  int    // the lines the damage added, or removed if negative
	twice  bool   // whether a fault must name a digit twice
	same   bool   // whether the file is another valid one of the puzzles
}

// A defect is a way a file is damaged: apply damages puzzle i of a file
// at a few places, chosen by the file's rng, or none if it does not apply
// to the file's layout.
type defect struct {
	name  string
	apply func(f *damageFile, i int) []damage
}

// damageDefects are the defects made in every file where they apply.
var damageDefects = []defect{
	// One cell's text and its separator removed.
	{"cell dropped", func(f *damageFile, i int) []damage {
		return f.atCells(i, func(k, n int) (damage, bool) { return f.dropCell(i, k) })
	}},
	// A digit or a blank, written as the puzzle's others are, inserted
	// with a separator.
	{"cell added", func(f *damageFile, i int) []damage {
		return f.atCells(i, func(k, n int) (damage, bool) { return f.addCell(i, k, n%2 == 0) })
	}},
	// A character that is no blank put in a cell, before its text.
	{"stray character", func(f *damageFile, i int) []damage {
		return f.atCells(i, func(k, n int) (damage, bool) {
			s, _ := f.cell(i, k)
			c := strayChars[f.rng.IntN(len(strayChars))]
			return f.edit(s.start, s.start, c), true
		})
	}},
	// A given changed into a digit already in its row.
	{"digit repeated", func(f *damageFile, i int) []damage { return f.repeatDigits(i) }},
	// One row's line removed, in layouts that write a row a line.
	{"row dropped", func(f *damageFile, i int) []damage {
		return f.atRows(i, func(from, to int) damage {
			dm := f.edit(from, to, "")
			dm.shown = fmt.Sprintf("line %d dropped %s", lineOf(f.text, from), quoteLine(f.text[from:to-1], 0))
			return dm
		})
	}},
	// One row's line written twice, in layouts that write a row a line.
	{"row added", func(f *damageFile, i int) []damage {
		return f.atRows(i, func(from, to int) damage {
			dm := f.edit(to, to, f.text[from:to])
			dm.shown = fmt.Sprintf("line %d added %s", lineOf(f.text, to), quoteLine(f.text[from:to-1], 0))
			return dm
		})
	}},
	// A line end put between two cells of a puzzle written on one line.
	{"line split", func(f *damageFile, i int) []damage {
		if first, last := f.lines(i); first != last {
			return nil
		}
		return f.atCells(i, func(k, n int) (damage, bool) {
			_, before, _, _ := f.around(i, k)
			if before.start < 0 {
				return damage{}, false
			}
			return f.edit(before.start, before.start, "\n"), true
		})
	}},
}

// strayChars are characters put in cells: none is a blank in any layout.
var strayChars = []string{"%", "!", "@", "q", "é"}

// atCells returns the damages that at makes at three cells of puzzle
// i: the first of a row, the last of a row and any, each the next one
// found if that one is not (n is 0, 1, 2 for them).
func (f *damageFile) atCells(i int, at func(k, n int) (damage, bool)) []damage {
	var all []damage
	for n, k := range []int{9 * f.rng.IntN(9), 9*f.rng.IntN(9) + 8, f.rng.IntN(81)} {
		for range 81 {
			if _, ok := f.cell(i, k); ok {
				if dm, ok := at(k, n); ok {
					all = append(all, dm)
				}
				break
			}
			k = (k + 1) % 81
		}
	}
	return all
}

// atRows returns the damages that at makes to the lines of three rows
// of puzzle i, the first, the last and another, given the bytes of each
// line and its line end; none if the rows are not a line each.
func (f *damageFile) atRows(i int, at func(from, to int) damage) []damage {
	var all []damage
	for _, r := range []int{0, 8, 1 + f.rng.IntN(7)} {
		first, ok1 := f.cell(i, 9*r)
		last, ok2 := f.cell(i, 9*r+8)
		if !ok1 || !ok2 || lineOf(f.text, first.start) != lineOf(f.text, last.start) {
			return nil
		}
		line := lineOf(f.text, first.start)
		for _, k := range []int{9*r - 1, 9*r + 9} {
			if s, ok := f.cell(i, k); k >= 0 && k < 81 && (!ok || lineOf(f.text, s.start) == line) {
				return nil
			}
		}
		from, to := lineBounds(f.text, first.start)
		dm := at(from, to)
		dm.same = f.st.emptyRows && r%8 == 0 && f.items[i].p[9*r:9*r+9] == "000000000"
		all = append(all, dm)
	}
	return all
}

// lineBounds returns where the line holding byte at starts, and where the
// next one does.
func lineBounds(text string, at int) (from, to int) {
	from = strings.LastIndexByte(text[:at], '\n') + 1
	to = len(text)
	if n := strings.IndexByte(text[at:], '\n'); n >= 0 {
		to = at + n + 1
	}
	return from, to
}

// around returns where cell k of puzzle i lies, and the separators between
// it and the cells before and after it on its line, or {-1, -1} if it has
// no such cell.
func (f *damageFile) around(i, k int) (s, before, after span, ok bool) {
	s, ok = f.cell(i, k)
	before, after = span{-1, -1}, span{-1, -1}
	line := lineOf(f.text, s.start)
	if p, ok := f.cell(i, k-1); k > 0 && ok && p.end <= s.start && lineOf(f.text, p.start) == line {
		before = span{p.end, s.start}
	}
	if n, ok := f.cell(i, k+1); k < 80 && ok && s.end <= n.start && lineOf(f.text, n.start) == line {
		after = span{s.end, n.start}
	}
	return s, before, after, ok
}

// edit returns the damage of replacing bytes from to to of the file with
// s, shown as the line where it is.
func (f *damageFile) edit(from, to int, s string) damage {
	text := f.text[:from] + s + f.text[to:]
	shift := strings.Count(s, "\n") - strings.Count(f.text[from:to], "\n")
	ls, _ := lineBounds(text, from)
	_, le := lineBounds(text, from+len(s))
	shown := strings.TrimSuffix(text[ls:le], "\n")
	return damage{text: text, shift: shift, shown: fmt.Sprintf("line %d %s", lineOf(text, from), quoteLine(shown, from-ls))}
}

// quoteLine quotes line, or the part of it about byte at if it is long.
func quoteLine(line string, at int) string {
	const half = 50
	if len(line) > 2*half {
		from, to := max(0, at-half), min(len(line), at+half)
		for from > 0 && line[from]&0xc0 == 0x80 {
			from--
		}
		for to < len(line) && line[to]&0xc0 == 0x80 {
			to++
		}
		return "…" + fmt.Sprintf("%q", line[from:to]) + "…"
	}
	return fmt.Sprintf("%q", line)
}

// dropCell removes cell k of puzzle i and the shorter separator beside it
// on its line, or its whole line if it is alone there.
func (f *damageFile) dropCell(i, k int) (damage, bool) {
	s, before, after, _ := f.around(i, k)
	switch {
	case after.start >= 0 && (before.start < 0 || after.end-after.start <= before.end-before.start):
		return f.edit(s.start, after.end, ""), true
	case before.start >= 0:
		return f.edit(before.start, s.end, ""), true
	}
	from, to := lineBounds(f.text, s.start)
	dm := f.edit(from, to, "")
	dm.shown = fmt.Sprintf("line %d dropped %s", lineOf(f.text, from), quoteLine(f.text[from:to-1], 0))
	return dm, true
}

// addCell inserts a blank, or a digit, before cell k of puzzle i, written
// as another blank or given of the puzzle is, with the separator after
// the cell, or before it if it is the last of its line, or on a line of
// its own after the cell's if the cell is alone on its line.
func (f *damageFile) addCell(i, k int, blank bool) (damage, bool) {
	cell := f.cellLike(i, k, blank)
	if cell == "\x00" {
		return damage{}, false
	}
	s, before, after, _ := f.around(i, k)
	switch {
	case after.start >= 0:
		return f.edit(s.start, s.start, cell+f.text[after.start:after.end]), true
	case before.start >= 0:
		return f.edit(s.end, s.end, f.text[before.start:before.end]+cell), true
	}
	from, to := lineBounds(f.text, s.start)
	return f.edit(to, to, f.text[from:s.start]+cell+f.text[s.end:to]), true
}

// cellLike returns the text of the blank, or the given, of puzzle i
// nearest to cell k, or "\x00" if it has none found.
func (f *damageFile) cellLike(i, k int, blank bool) string {
	p := f.items[i].p
	for d := range 81 {
		for _, j := range []int{k - d, k + d} {
			if j < 0 || j > 80 || (p[j] == '0') != blank {
				continue
			}
			if s, ok := f.cell(i, j); ok {
				return f.text[s.start:s.end]
			}
		}
	}
	return "\x00"
}

// repeatDigits changes two givens of puzzle i, in turn, into the digit of
// another given in their row, written as that one is.
func (f *damageFile) repeatDigits(i int) []damage {
	p := f.items[i].p
	var pairs [][2]int
	for k := range 81 {
		for j := 9 * (k / 9); j < 9*(k/9)+9; j++ {
			if j != k && p[k] != '0' && p[j] != '0' {
				pairs = append(pairs, [2]int{k, j})
			}
		}
	}
	var all []damage
	for range 2 {
		if len(pairs) == 0 {
			break
		}
		pair := pairs[f.rng.IntN(len(pairs))]
		s, ok1 := f.cell(i, pair[0])
		o, ok2 := f.cell(i, pair[1])
		if ok1 && ok2 {
			dm := f.edit(s.start, s.end, f.text[o.start:o.end])
			dm.twice = true
			all = append(all, dm)
		}
	}
	return all
}

// damages returns the damaged files of f: each defect that applies, made
// to each puzzle in turn at a few places.
func (f *damageFile) damages() []damage {
	var all []damage
	for i := range f.items {
		for _, d := range damageDefects {
			if slices.Contains(f.st.skip, d.name) {
				continue
			}
			for _, dm := range d.apply(f, i) {
				if trimEnds(dm.text) == trimEnds(f.text) {
					dm.same = true // spaces at the ends of lines, which editors cut
				}
				dm.defect, dm.puzzle = d.name, i
				all = append(all, dm)
			}
		}
	}
	return all
}

// each returns a render function that writes head, then what block writes
// for each item, sep between each two, and foot.
func each(head, sep, foot string, block func(i int, it item) string) func([]item) string {
	return func(items []item) string {
		var b strings.Builder
		b.WriteString(head)
		for i, it := range items {
			if i > 0 {
				b.WriteString(sep)
			}
			b.WriteString(block(i, it))
		}
		b.WriteString(foot)
		return b.String()
	}
}

// perLine returns a render function that writes each item's cells as line
// writes them, a line each.
func perLine(line func(i int, it item) string) func([]item) string {
	return each("", "", "", func(i int, it item) string { return line(i, it) + "\n" })
}

// dots returns the cells of p, . for a blank.
func dots(p string) string { return strings.ReplaceAll(p, "0", ".") }

// rowsOfCells returns the nine rows of p.
func rowsOfCells(p string) []string {
	rows := make([]string, 9)
	for r := range rows {
		rows[r] = p[9*r : 9*r+9]
	}
	return rows
}

// joinRows returns the rows of p as source code writes the rows of an
// array, a line each: each as row writes it, the first after first, the
// others after indent, and end after the last in place of its line end.
func joinRows(p, first, indent, end string, row func(r int, cells string) string) string {
	var b strings.Builder
	for r, cells := range rowsOfCells(p) {
		b.WriteString([]string{first, indent}[min(r, 1)] + row(r, cells))
		if r < 8 {
			b.WriteString("\n")
		}
	}
	return b.String() + end
}

// compactGrid returns the nine rows of p, 0 for a blank, without spaces.
func compactGrid(p string) string { return strings.ReplaceAll(gridOfLine(p), " ", "") }

// boxRows returns the nine rows of p, with blank for a blank, sep between
// the cells of a box, and left, mid and right before, between and after
// the boxes.
func boxRows(p, blank, sep, left, mid, right string) []string {
	var rows []string
	for _, row := range rowsOfCells(strings.ReplaceAll(p, "0", blank)) {
		rows = append(rows, left+cellsSep(row[:3], sep)+mid+cellsSep(row[3:6], sep)+mid+cellsSep(row[6:], sep)+right)
	}
	return rows
}

// framed returns rows a line each, with top above them, rule between
// their bands and bottom below them, each unless empty.
func framed(rows []string, top, rule, bottom string) string {
	var b strings.Builder
	for r, row := range rows {
		switch {
		case r == 0 && top != "":
			b.WriteString(top + "\n")
		case (r == 3 || r == 6) && rule != "":
			b.WriteString(rule + "\n")
		}
		b.WriteString(row + "\n")
	}
	if bottom != "" {
		b.WriteString(bottom + "\n")
	}
	return b.String()
}

// bankHash returns a hash as puzzle banks write one before puzzle i.
func bankHash(i int) string { return fmt.Sprintf("%012x", uint64(i+1)*0x9e3779b97f4a7c15>>16) }

// lineFamily is puzzles a line of 81 cells, as collections, solvers and
// puzzle banks write them.
var lineFamily = damageFamily{"a puzzle a line", []damageStyle{
	{name: "dots", render: perLine(func(_ int, it item) string { return dots(it.p) })},
	{name: "zeros", render: perLine(func(_ int, it item) string { return it.p })},
	{name: "spaced cells", render: perLine(func(_ int, it item) string { return cellsSep(it.p, " ") })},
	{name: "a comment after", render: perLine(func(_ int, it item) string { return dots(it.p) + " # easy" })},
	{name: "a rating after", render: perLine(func(_ int, it item) string { return dots(it.p) + " ED=2.3/1.2/1.2" })},
	{name: "numbered", render: perLine(func(i int, it item) string { return fmt.Sprintf("%d. %s", i+1, dots(it.p)) })},
	{name: "bulleted", render: perLine(func(_ int, it item) string { return "- " + dots(it.p) })},
	{name: "puzzle bank", render: perLine(func(i int, it item) string { return bankHash(i) + " " + it.p + "  7.2" })},
	{name: "quoted, spaces for blanks", render: each("# Puzzles of the course\n\n", "\n", "", func(i int, it item) string {
		return fmt.Sprintf("puzzle%d='%s'\n", i+1, strings.ReplaceAll(it.p, "0", " "))
	})},
}}

// oneLineFamily is other ways of writing a puzzle on one line.
var oneLineFamily = damageFamily{"other one-line forms", []damageStyle{
	{name: "rows between slashes", render: perLine(func(_ int, it item) string { return strings.Join(rowsOfCells(dots(it.p)), "/") })},
	{name: "a dot between digits", render: perLine(func(_ int, it item) string { return cellsSep(it.p, ".") })},
}}

// rowsFamily is nine rows of nine cells, as this program and many others
// write them, between empty lines or headers.
var rowsFamily = damageFamily{"nine rows of nine", []damageStyle{
	{name: "grid form", render: each("", "\n", "", func(_ int, it item) string { return gridOfLine(it.p) })},
	{name: "compact", render: each("", "\n", "", func(_ int, it item) string { return compactGrid(it.p) })},
	{name: "compact, dots", render: each("", "\n", "", func(_ int, it item) string { return dots(compactGrid(it.p)) })},
	{name: "spaced, dots", render: each("", "\n", "", func(_ int, it item) string { return dots(gridOfLine(it.p)) })},
	{name: "stars", render: each("", "\n", "", func(_ int, it item) string { return strings.ReplaceAll(compactGrid(it.p), "0", "*") })},
	{name: "by box", render: each("", "\n", "", func(_ int, it item) string {
		return framed(boxRows(it.p, "0", "", "", " ", ""), "", "", "")
	})},
	{name: "a dot between digits", render: each("", "\n", "", func(i int, it item) string {
		return fmt.Sprintf("Puzzle %d\n", i+1) + strings.ReplaceAll(gridOfLine(it.p), " ", ".")
	})},
	{name: "an empty line between bands", render: each("", "\n", "", func(_ int, it item) string { return banded(gridOfLine(it.p)) })},
	{name: "headers", render: each("", "", "", func(i int, it item) string { return fmt.Sprintf("Grid %02d\n", i+1) + compactGrid(it.p) })},
}}

// drawnFamily is grids drawn with borders between their boxes and bands.
var drawnFamily = damageFamily{"drawn grids", []damageStyle{
	{name: "Simple Sudoku", render: each("", "\n", "", func(_ int, it item) string {
		return framed(boxRows(it.p, ".", "", "", "|", ""), "", "---+---+---", "")
	})},
	{name: "qqwing", render: each("", "", "", func(_ int, it item) string {
		return framed(boxRows(it.p, ".", " ", " ", " | ", ""), "", "-------|-------|-------", "") + "\n"
	})},
	{name: "forum frame", render: each("", "", "", func(_ int, it item) string {
		return framed(boxRows(it.p, ".", "", "|", "|", "|"), "*-----------*", "|---+---+---|", "*-----------*")
	})},
	{name: "HoDoKu frame", render: each("", "\n", "", func(_ int, it item) string {
		return framed(boxRows(it.p, ".", " ", "| ", " | ", " |"), ".-------.-------.-------.", ":-------+-------+-------:", "'-------'-------'-------'")
	})},
	{name: "-format pretty", render: programForm(output.Form{Layout: output.PrettyLayout})},
	{name: "box drawing", render: each("", "\n", "", func(_ int, it item) string {
		return framed(boxRows(it.p, ".", " ", "│ ", " │ ", " │"), "┌───────┬───────┬───────┐", "├───────┼───────┼───────┤", "└───────┴───────┴───────┘")
	})},
	{name: "print_board", render: each("", "\n", "", func(_ int, it item) string { return printBoard(it.p, "- - - - - - - - - - - - - ") })},
}}

// pySudokuHead is what py-sudoku's show() prints above a board.
const pySudokuHead = "\n---------------------------\n9x9 (3x3) SUDOKU PUZZLE\nDifficulty: 0.62\n---------------------------\n"

// fixedFamily is grids of boxes of fixed width, spaces for blanks.
var fixedFamily = damageFamily{"fixed width, spaces for blanks", []damageStyle{
	{name: "py-sudoku", render: each("", "", "", func(_ int, it item) string {
		border := "+-------+-------+-------+"
		return pySudokuHead + framed(boxRows(it.p, " ", " ", "| ", " | ", " |"), border, border, border)
	})},
	{name: "boxes of three", render: each("", "\n", "", func(_ int, it item) string {
		return framed(boxRows(it.p, " ", "", "|", "|", "|"), "+---+---+---+", "+---+---+---+", "+---+---+---+")
	})},
	{name: "rows of nine characters", render: each("", "\n", "", func(_ int, it item) string { return spacedRows(it.p) })},
	{name: "go-sudoku", render: each("", "\n", "", func(_ int, it item) string { return renderRows(it.p, false) })},
	{name: "go-sudoku, framed", render: each("", "", "", func(_ int, it item) string { return renderRows(it.p, true) })},
	{name: "a box a cell", render: each("", "\n", "", func(_ int, it item) string { return cellRows(it.p, false) })},
	{name: "a box a cell, spacers", render: each("", "\n", "", func(_ int, it item) string { return cellRows(it.p, true) })},
}}

// rMatrix returns p as R prints a matrix.
func rMatrix(p string) string {
	var b strings.Builder
	b.WriteString("      [,1] [,2] [,3] [,4] [,5] [,6] [,7] [,8] [,9]\n")
	for r, row := range rowsOfCells(p) {
		fmt.Fprintf(&b, " [%d,] %s\n", r+1, "   "+cellsSep(row, "    "))
	}
	return b.String()
}

// consoleTable returns p as Node.js's console.table prints a list of rows
// of numbers, 0 for a blank.
func consoleTable(p string) string {
	cols := strings.Repeat("───┬", 9)
	rows := strings.Split(strings.TrimSuffix(tableRows(p, "0"), "\n"), "\n")
	return "┌─────────┬" + cols[:len(cols)-3] + "┐\n" + rows[0] + "\n├─────────┼" + strings.ReplaceAll(cols[:len(cols)-3], "┬", "┼") + "┤\n" +
		strings.Join(rows[1:], "\n") + "\n└─────────┴" + strings.ReplaceAll(cols[:len(cols)-3], "┬", "┴") + "┘\n"
}

// labelsFamily is rows after labels that name them, and tables whose rows
// and columns are numbered.
var labelsFamily = damageFamily{"rows after labels", []damageStyle{
	{name: "letters", render: each("", "\n", "", func(_ int, it item) string { return labelRows(gridOfLine(it.p), "ABCDEFGHI", " ") })},
	{name: "Row N:", render: each("", "\n", "", func(_ int, it item) string {
		return eachRow(gridOfLine(it.p), func(r int, row string) string { return fmt.Sprintf("Row %d: %s", r+1, row) })
	})},
	{name: "rN", render: each("", "\n", "", func(_ int, it item) string {
		return eachRow(compactGrid(it.p), func(r int, row string) string { return fmt.Sprintf("r%d %s", r+1, row) })
	})},
	{name: "letters and boxes", render: each("", "\n", "", func(_ int, it item) string { return boxedRows(it.p, "ABCDEFGHI") })},
	{name: "R matrix", render: each("", "\n", "", func(_ int, it item) string { return rMatrix(it.p) })},
	{name: "pandas", render: each("", "\n", "", func(_ int, it item) string { return pandasRows(it.p, 0) })},
	{name: "pandas, NaN", render: each("", "\n", "", func(_ int, it item) string { return floatRows(it.p, "NaN") })},
	{name: "console.table", render: each("", "", "", func(_ int, it item) string { return consoleTable(it.p) })},
	{name: "AMPL", render: each("data;\n\n", "\n", "\nend;\n", func(i int, it item) string {
		return fmt.Sprintf("param givens%d : 1 2 3 4 5 6 7 8 9 :=\n", i+1) + amplRows(dots(gridOfLine(it.p))) + ";\n"
	})},
}}

// sheetGrid returns the rows of a spreadsheet's grid, its cells with sep
// between them, each changed by change.
func sheetGrid(p, sep string, change func(r int, row string) string) string {
	return eachRow(sheetRows(p, sep), change)
}

// hasEmptyRow reports whether a row of p has no given.
func hasEmptyRow(p string) bool { return slices.Contains(rowsOfCells(p), "000000000") }

// sheetFamily is spreadsheets saved as CSV or TSV, a grid in nine rows of
// nine fields, or a puzzle a row.
var sheetFamily = damageFamily{"spreadsheets", []damageStyle{
	{name: "LibreOffice", emptyRows: true, render: each("", ",,,,,,,,\n", "", func(_ int, it item) string { return sheetRows(it.p, ",") })},
	{name: "semicolons, 0 blanks", render: each("", ";;;;;;;;\n", "", func(_ int, it item) string {
		return strings.ReplaceAll(gridOfLine(it.p), " ", ";")
	})},
	{name: "SheetJS, tabs and titles", emptyRows: true, render: each("", strings.Repeat("\t", 8)+"\n", "", func(i int, it item) string {
		return fmt.Sprintf("Sudoku %d", i+1) + strings.Repeat("\t", 8) + "\n" + sheetRows(it.p, "\t")
	})},
	{name: "a margin", emptyRows: true, render: each(",,,,,,,,,\n", ",,,,,,,,,\n", "", func(_ int, it item) string {
		return sheetGrid(it.p, ",", func(_ int, row string) string { return "," + row })
	})},
	{name: "a note beside", emptyRows: true, render: each("", strings.Repeat(";", 11)+"\n", "", func(_ int, it item) string {
		return sheetGrid(it.p, ";", func(r int, row string) string { return row + []string{`;;;"easy"`, ";;;"}[min(r, 1)] })
	})},
	// ExcelJS ends each row at its last digit, so that a cell dropped or
	// added among blanks makes another row, and writes a row with no
	// digit as an empty line.
	{name: "ExcelJS", fit: func(p string) bool { return !hasEmptyRow(p) }, skip: []string{"cell dropped", "cell added"},
		render: each("", "\n", "", func(_ int, it item) string {
			return sheetGrid(it.p, ",", func(r int, row string) string {
				if r == 0 {
					return row + ",,,easy"
				}
				return strings.TrimRight(row, ",")
			})
		})},
	{name: "a table of puzzles", render: each("id,puzzle,solution,clues,difficulty\n", "", "", func(i int, it item) string {
		return fmt.Sprintf("%d,%s,%s,%d,2.2\n", i+1, dots(it.p), it.sol, it.clues)
	})},
	{name: "qqwing CSV", render: each("Puzzle,\n", "", "", func(_ int, it item) string { return dots(it.p) + ",\n" })},
}}

// texRow returns a row of p as a TeX table's.
func texRow(_ int, cells string) string {
	return strings.Join(strings.Split(strings.ReplaceAll(cells, "0", " "), ""), " & ") + ` \\ \hline`
}

// tablesFamily is Markdown's and TeX's tables.
var tablesFamily = damageFamily{"Markdown and TeX tables", []damageStyle{
	// A first row with no given would be the table's header.
	{name: "GitHub, the first row the header", fit: func(p string) bool { return p[:9] != "000000000" }, render: each("# Sudoku\n\n", "\n", "", func(i int, it item) string {
		grid := gridOfLine(it.p)
		return fmt.Sprintf("## Puzzle %d\n\n", i+1) + markdownRows(rowsOf(grid, 1, 1), " | ") + strings.Repeat("|---", 9) + "|\n" +
			markdownRows(rowsOf(grid, 2, 9), " | ")
	})},
	{name: "an empty header", render: each("", "\n", "", func(_ int, it item) string {
		return strings.Repeat("|   ", 9) + "|\n" + strings.Repeat("|:-:", 9) + "|\n" + markdownRows(gridOfLine(it.p), " | ")
	})},
	{name: "lettered, compact", render: each("", "\n", "", func(_ int, it item) string {
		return "| A | B | C | D | E | F | G | H | I |\n|:--|---|---|---|---|---|---|---|--:|\n" + markdownRows(gridOfLine(it.p), "|")
	})},
	{name: "TeX tabular", render: each("", "\n", "", func(_ int, it item) string {
		return "\\begin{tabular}{|c|c|c|c|c|c|c|c|c|}\n\\hline\n" + joinRows(it.p, "", "", "\n", texRow) + "\\end{tabular}\n"
	})},
	{name: "LaTeX sudoku", render: each("", "\n", "", func(_ int, it item) string {
		return "\\begin{sudoku}\n" + joinRows(it.p, "", "", "\n", func(_ int, cells string) string {
			return "|" + cellsSep(strings.ReplaceAll(cells, "0", " "), "|") + "|."
		}) + "\\end{sudoku}\n"
	})},
}}

// comma returns the comma after row r of a list of rows, none after the
// last.
func comma(r int) string { return []string{",", ""}[r/8] }

// quotedRow returns cells in double quotes, . for a blank, with sep
// between.
func quotedRow(cells, sep string) string {
	return `"` + strings.Join(strings.Split(dots(cells), ""), `"`+sep+`"`) + `"`
}

// rowListsFamily is lists and arrays of rows, a row a line, as programs
// print them and source code writes them, and a list of rows on one line.
var rowListsFamily = damageFamily{"lists a row a line", []damageStyle{
	{name: "Python", render: each("", "\n", "", func(i int, it item) string {
		return fmt.Sprintf("grid%d = [\n", i+1) + joinRows(it.p, "    ", "    ", "\n]\n", func(r int, cells string) string {
			return "[" + cellsSep(cells, ", ") + "]" + comma(r)
		})
	})},
	{name: "C", render: each("", "\n", "", func(i int, it item) string {
		return fmt.Sprintf("int grid%d[9][9] = {\n", i+1) + joinRows(it.p, "    ", "    ", "\n};\n", func(r int, cells string) string {
			return "{" + cellsSep(cells, ", ") + "}" + comma(r)
		})
	})},
	{name: "LeetCode", render: each("", "", "", func(_ int, it item) string {
		return "{\"board\": [\n" + joinRows(it.p, "  ", "  ", "\n]}\n", func(r int, cells string) string {
			return "[" + quotedRow(cells, ", ") + "]" + comma(r)
		})
	})},
	{name: "numpy", render: each("", "\n", "", func(_ int, it item) string {
		return joinRows(it.p, "[[", " [", "]\n", func(_ int, cells string) string { return cellsSep(cells, " ") + "]" })
	})},
	{name: "strings", render: each("", "\n", "", func(i int, it item) string {
		head := fmt.Sprintf("static const char *grid%d[9] = {", i+1)
		return joinRows(it.p, head+`"`, strings.Repeat(" ", len(head))+`"`, "\n", func(r int, cells string) string {
			return cells + []string{`",`, `"};`}[r/8]
		})
	})},
	{name: "OCaml", render: each("", "\n", "", func(i int, it item) string {
		return fmt.Sprintf("let board%d = [|\n", i+1) + joinRows(it.p, "  ", "  ", "\n|];;\n", func(_ int, cells string) string {
			return "[|" + cellsSep(cells, "; ") + "|];"
		})
	})},
	{name: "tuples", render: each("", "\n", "", func(i int, it item) string {
		return fmt.Sprintf("GRID%d = (\n", i+1) + joinRows(it.p, "    ", "    ", "\n)\n", func(_ int, cells string) string {
			return "(" + cellsSep(cells, ", ") + "),"
		})
	})},
	{name: "a board on a line", render: perLine(func(_ int, it item) string { return "board = " + strings.ReplaceAll(rowLists(it.p), " ", "") })},
	{name: "rows as lists on a line", render: perLine(func(_ int, it item) string { return rowLists(it.p) })},
}}

// jsonCells returns the cells of each item as JSON indents a list of lists
// of numbers, a cell a line.
func jsonCells(items []item) string {
	lists := make([][]int, len(items))
	for i, it := range items {
		for _, c := range it.p {
			lists[i] = append(lists[i], int(c-'0'))
		}
	}
	b, _ := json.MarshalIndent(lists, "", "  ")
	return string(b) + "\n"
}

// longListsFamily is a puzzle as a list over several lines, whatever its
// cells a line.
var longListsFamily = damageFamily{"lists over several lines", []damageStyle{
	{name: "JSON, a cell a line", render: jsonCells},
	{name: "Node.js, 12 a line", render: each("", "", "", func(_ int, it item) string { return itemLines(it.p, "0", 12, false) })},
	{name: "Node.js, null blanks", render: each("", "", "", func(_ int, it item) string { return itemLines(it.p, "null", 11, false) })},
	{name: "Node.js, digits from 0", render: each("", "", "", func(_ int, it item) string { return itemLines(it.p, "null", 10, true) })},
	{name: "Node.js, rows", render: each("", "", "", func(_ int, it item) string { return nodeRows(it.p, false) })},
	{name: "numpy, long", render: each("", "", "", func(_ int, it item) string { return wrapped("["+cellsSep(it.p, " ")+"]", 75, 1) })},
	{name: "C, nine a line", render: each("", "\n", "", func(i int, it item) string {
		head := fmt.Sprintf("int grid%d[81] = {", i+1)
		return joinRows(it.p, head, strings.Repeat(" ", len(head)), "};\n", func(r int, cells string) string { return cellsSep(cells, ", ") + comma(r) })
	})},
	{name: "MiniZinc", render: each("", "\n", "", func(i int, it item) string {
		head := fmt.Sprintf("start%d=[|", i+1)
		return joinRows(it.p, head, strings.Repeat(" ", len(head)), "\n", func(r int, cells string) string {
			return cellsSep(cells, ", ") + []string{"|", "|];"}[r/8]
		})
	})},
	{name: "MiniZinc, printed", render: each("", "\n", "", func(i int, it item) string {
		head := fmt.Sprintf("grid%d = ", i+1)
		indent := strings.Repeat(" ", len(head))
		return joinRows(it.p, head+"[| ", indent+"| ", "\n"+indent+"|];\n", func(_ int, cells string) string { return cellsSep(cells, ", ") })
	})},
	{name: "YAML", render: each("", "---\n", "", func(_ int, it item) string { return yamlRows(it.p) })},
	{name: "OCaml, flat", render: each("", "\n", "", func(i int, it item) string {
		return joinRows(it.p, fmt.Sprintf("let grid%d = [|", i+1), "  ", "\n", func(r int, cells string) string {
			return cellsSep(cells, ";") + []string{";", "|]"}[r/8]
		})
	})},
	{name: "MATLAB", render: each("", "\n", "", func(i int, it item) string {
		head := fmt.Sprintf("A%d = [", i+1)
		return joinRows(it.p, head, strings.Repeat(" ", len(head)), "\n", func(r int, cells string) string {
			return cellsSep(cells, " ") + []string{";", "];"}[r/8]
		})
	})},
}}

// A jsonPuzzle is a puzzle as a collection's JSON keeps it.
type jsonPuzzle struct {
	ID       int    `json:"id"`
	Puzzle   string `json:"puzzle"`
	Solution string `json:"solution"`
}

// jsonIndented returns the items as jq prints a collection, of objects if
// objects is set, else of strings.
func jsonIndented(items []item, objects bool) string {
	var v any
	if objects {
		var list []jsonPuzzle
		for i, it := range items {
			list = append(list, jsonPuzzle{i + 1, dots(it.p), it.sol})
		}
		v = map[string]any{"puzzles": list}
	} else {
		var list []string
		for _, it := range items {
			list = append(list, it.p)
		}
		v = list
	}
	b, _ := json.MarshalIndent(v, "", "  ")
	return string(b) + "\n"
}

// dataFamily is JSON and data files, a puzzle a string.
var dataFamily = damageFamily{"JSON and data files", []damageStyle{
	{name: "JSON lines", render: perLine(func(_ int, it item) string {
		return fmt.Sprintf(`{"puzzle": "%s", "solution": "%s"}`, dots(it.p), it.sol)
	})},
	{name: "strings on a line", render: each(`["`, `", "`, "\"]\n", func(_ int, it item) string { return dots(it.p) })},
	{name: "objects on a line", render: each("[", ", ", "]\n", func(i int, it item) string {
		return fmt.Sprintf(`{"id": %d, "puzzle": "%s", "solution": "%s"}`, i+1, it.p, it.sol)
	})},
	{name: "jq, objects", render: func(items []item) string { return jsonIndented(items, true) }},
	{name: "jq, strings", render: func(items []item) string { return jsonIndented(items, false) }},
	{name: "Python dicts", render: perLine(func(_ int, it item) string {
		return fmt.Sprintf("{'puzzle': '%s', 'solution': '%s'}", dots(it.p), it.sol)
	})},
	{name: "OpenSudoku", render: each("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<opensudoku>\n  <name>Hard puzzles</name>\n", "", "</opensudoku>\n",
		func(_ int, it item) string { return fmt.Sprintf("  <game data=\"%s\" />\n", it.p) })},
	{name: "HoDoKu", render: perLine(func(_ int, it item) string { return ":0000:x:" + dots(it.p) + ":::" })},
}}

// programForm returns a render of the items as this program writes them
// in the form f, puzzles with 0 for a blank.
func programForm(f output.Form) func(items []item) string {
	return func(items []item) string {
		var b bytes.Buffer
		gw := output.NewGridWriter(&b, f)
		for _, it := range items {
			g := gridOfCells(it.p)
			if err := gw.Write(&g); err != nil {
				panic(err) // a bytes.Buffer takes what is written
			}
		}
		if err := gw.Close(); err != nil {
			panic(err)
		}
		return b.String()
	}
}

// htmlCells returns puzzle i as an HTML table under a heading, a cell a
// line, &nbsp; in a blank.
func htmlCells(i int, it item) string {
	var b strings.Builder
	fmt.Fprintf(&b, "<h2>Puzzle %d</h2>\n<table class=\"sudoku\">\n", i+1)
	for _, cells := range rowsOfCells(it.p) {
		b.WriteString("  <tr>\n")
		for _, c := range strings.ReplaceAll(cells, "0", " ") {
			b.WriteString("    <td>" + strings.Replace(string(c), " ", "&nbsp;", 1) + "</td>\n")
		}
		b.WriteString("  </tr>\n")
	}
	return b.String() + "</table>\n"
}

// markupFamily is tables of markup and rows as elements.
var markupFamily = damageFamily{"markup", []damageStyle{
	{name: "-format html", render: programForm(output.Form{Layout: output.HTMLLayout})},
	{name: "HTML, a cell a line", render: each("", "\n", "", htmlCells)},
	{name: "XML rows", render: each("<puzzles>\n", "", "</puzzles>\n", func(_ int, it item) string {
		return "<sudoku>\n" + joinRows(it.p, "", "", "\n</sudoku>\n", func(_ int, cells string) string { return "  <row>" + cellsSep(cells, " ") + "</row>" })
	})},
	{name: "XML cells", render: each("<puzzles>\n", "", "</puzzles>\n", func(_ int, it item) string {
		return "<sudoku>\n" + joinRows(it.p, "", "", "\n</sudoku>\n", func(_ int, cells string) string {
			return "  <row><cell>" + strings.ReplaceAll(cellsSep(cells, "</cell><cell>"), ">0<", "><") + "</cell></row>"
		})
	})},
}}

// printR returns p as PHP's print_r prints a list of rows of numbers, or
// a list of 81 strings, . for a blank.
func printR(p string, rows bool) string {
	var b strings.Builder
	b.WriteString("Array\n(\n")
	if !rows {
		for k, c := range dots(p) {
			fmt.Fprintf(&b, "    [%d] => %c\n", k, c)
		}
		return b.String() + ")\n"
	}
	for r, cells := range rowsOfCells(p) {
		fmt.Fprintf(&b, "    [%d] => Array\n        (\n", r)
		for c, d := range cells {
			fmt.Fprintf(&b, "            [%d] => %c\n", c, d)
		}
		b.WriteString("        )\n\n")
	}
	return b.String() + ")\n"
}

// varExport returns p as PHP's var_export prints a list of rows.
func varExport(p string) string {
	var b strings.Builder
	b.WriteString("array (\n")
	for r, cells := range rowsOfCells(p) {
		fmt.Fprintf(&b, "  %d => \n  array (\n", r)
		for c, d := range cells {
			fmt.Fprintf(&b, "    %d => %c,\n", c, d)
		}
		b.WriteString("  ),\n")
	}
	return b.String() + ")\n"
}

// varDump returns p as PHP's var_dump prints a list of 81 strings, . for
// a blank.
func varDump(p string) string {
	var b strings.Builder
	b.WriteString("array(81) {\n")
	for k, c := range dots(p) {
		fmt.Fprintf(&b, "  [%d]=>\n  string(1) \"%c\"\n", k, c)
	}
	return b.String() + "}\n"
}

// phpFamily is arrays as PHP prints them.
var phpFamily = damageFamily{"PHP arrays", []damageStyle{
	{name: "print_r, rows", render: each("", "", "", func(_ int, it item) string { return printR(it.p, true) })},
	{name: "print_r, strings", render: each("", "", "", func(_ int, it item) string { return printR(it.p, false) })},
	{name: "var_export", render: each("", "", "", func(_ int, it item) string { return varExport(it.p) })},
	{name: "var_dump", render: each("", "", "", func(_ int, it item) string { return varDump(it.p) })},
}}

// candidateGroups returns the digits each cell of p may take, the given's
// alone for a given.
func candidateGroups(p string) []string {
	g := gridOfCells(p)
	groups := make([]string, 81)
	for i := range g {
		if g[i] != 0 {
			groups[i] = string('0' + g[i])
			continue
		}
		for d := uint8(1); d <= 9; d++ {
			if oracle.Fits(&g, i, d) {
				groups[i] += string('0' + d)
			}
		}
	}
	return groups
}

// singleCandidate reports whether a blank of p may take only one digit:
// a candidate grid writes it as a lone digit, which is a given.
func singleCandidate(p string) bool {
	for i, g := range candidateGroups(p) {
		if p[i] == '0' && len(g) <= 1 {
			return true
		}
	}
	return false
}

// candidateGrid returns the candidates of p as solvers print them, each
// group padded to the widest, bars between boxes and rules between bands.
func candidateGrid(p string) string {
	groups := candidateGroups(p)
	w := 0
	for _, g := range groups {
		w = max(w, len(g))
	}
	var rows []string
	for r := range 9 {
		row := "|"
		for c, g := range groups[9*r : 9*r+9] {
			row += " " + g + strings.Repeat(" ", w-len(g))
			if c%3 == 2 {
				row += " |"
			}
		}
		rows = append(rows, row)
	}
	box := strings.Repeat("-", 3*w+4)
	return framed(rows, "*"+box+"-"+box+"-"+box+"*", "|"+box+"+"+box+"+"+box+"|", "*"+box+"-"+box+"-"+box+"*")
}

// digitRuns returns the runs of digits of text, in order: the cells of a
// candidate grid.
func digitRuns(text string) []span {
	var runs []span
	for i := 0; i < len(text); i++ {
		if text[i] >= '0' && text[i] <= '9' {
			j := i
			for j < len(text) && text[j] >= '0' && text[j] <= '9' {
				j++
			}
			runs = append(runs, span{i, j})
			i = j
		}
	}
	return runs
}

// candidateFamily is candidate grids: a lone digit placed, a group of
// several a blank.
var candidateFamily = damageFamily{"candidate grids", []damageStyle{
	{name: "grid", cells: digitRuns, fit: func(p string) bool { return !singleCandidate(p) },
		render: each("", "\n", "", func(_ int, it item) string { return candidateGrid(it.p) })},
	{name: "a line", cells: digitRuns, fit: func(p string) bool { return !singleCandidate(p) },
		render: perLine(func(_ int, it item) string { return strings.Join(candidateGroups(it.p), " ") })},
}}

// keyedFamily is cells under their keys, A1 to I9.
var keyedFamily = damageFamily{"cells under keys", []damageStyle{
	{name: "Norvig's dict", render: each("", "", "", func(_ int, it item) string { return keyedLines(it.p, ".", false) })},
	{name: "Node.js object", render: each("", "", "", func(_ int, it item) string { return keyedLines(it.p, ".", true) })},
}}

// damageFamilies are the families of layouts TestDamage renders.
var damageFamilies = []damageFamily{
	lineFamily, rowsFamily, drawnFamily, fixedFamily, labelsFamily, sheetFamily, tablesFamily, rowListsFamily,
	longListsFamily, dataFamily, markupFamily, phpFamily, candidateFamily, keyedFamily, oneLineFamily,
}

// trimEnds returns text without the spaces at the ends of its lines.
func trimEnds(text string) string {
	var b strings.Builder
	for line := range strings.Lines(text) {
		b.WriteString(strings.TrimRight(line, " \n") + "\n")
	}
	return b.String()
}
