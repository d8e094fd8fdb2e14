package oracle

import (
	"bytes"
	"errors"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"sudoku/internal/board"
)

// ParsePretty reads one grid of the pretty form, independently of the
// program's code: 13 lines, each ending in LF, a border and then three
// times three rows such as "| 5 3 4 | 6 7 8 | 9 1 2 |" (. for a blank)
// and a border.
func ParsePretty(text string) (board.Grid, error) {
	var g board.Grid
	lines := strings.SplitAfter(text, "\n")
	if len(lines) != 14 || lines[13] != "" {
		return g, fmt.Errorf("%d lines, want 13 each ending in a line end: %q", len(lines)-1, text)
	}
	i := 0
	for n, line := range lines[:13] {
		line = strings.TrimSuffix(line, "\n")
		if n%4 == 0 {
			if line != "+-------+-------+-------+" {
				return g, fmt.Errorf("line %d: %q, want a border", n+1, line)
			}
			continue
		}
		want := []byte("| . . . | . . . | . . . |")
		for c := range 9 {
			at := 2 + 2*c + 2*(c/3)
			if at < len(line) && '1' <= line[at] && line[at] <= '9' {
				want[at] = line[at]
				g[i] = line[at] - '0'
			}
			i++
		}
		if line != string(want) {
			return g, fmt.Errorf("line %d: %q", n+1, line)
		}
	}
	return g, nil
}

// CheckSymmetric reports a cell of p given whose image under the symmetry
// named is blank.
func CheckSymmetric(p *board.Grid, sym string) error {
	for i := range p {
		if j := Image(sym, i); (p[i] == 0) != (p[j] == 0) {
			return fmt.Errorf("r%dc%d is %d but its image under %s, r%dc%d, is %d", i/9+1, i%9+1, p[i], sym, j/9+1, j%9+1, p[j])
		}
	}
	return nil
}

// CheckMinimal reports a set of givens of p, a cell and its images under
// the symmetry named, that can be blanked with p keeping one solution.
func CheckMinimal(p board.Grid, sym string) error {
	for i, d := range p {
		if d == 0 {
			continue
		}
		q := p
		cells := []int{}
		for j := i; q[j] != 0; j = Image(sym, j) {
			q[j] = 0
			cells = append(cells, j)
		}
		if n := CountSolutions(q, 2); n < 2 {
			return fmt.Errorf("cells %v blanked, %d solution(s): not minimal", cells, n)
		}
	}
	return nil
}

// The techniques the human solver may use beyond singles.
const (
	UseIntersections = 1 << iota
	UsePairs
)

type human struct {
	val [81]uint8
	can [81][10]bool
}

// HumanSolves reports whether singles, and the techniques in use, solve p.
func HumanSolves(p board.Grid, use int) bool {
	var h human
	for i := range 81 {
		for d := 1; d <= 9; d++ {
			h.can[i][d] = true
		}
	}
	for i, d := range p {
		if d != 0 {
			h.set(i, d)
		}
	}
	for h.naked() || h.hidden() || use&UseIntersections != 0 && h.intersections() ||
		use&UsePairs != 0 && (h.nakedPairs() || h.hiddenPairs()) {
	}
	for i := range 81 {
		if h.val[i] == 0 {
			return false
		}
	}
	return CheckSolution(&p, (*board.Grid)(&h.val)) == nil
}

// set places d in cell i and removes d from the cells that share a unit.
func (h *human) set(i int, d uint8) {
	h.val[i] = d
	for _, u := range Units {
		if !slices.Contains(u, i) {
			continue
		}
		for _, j := range u {
			h.can[j][d] = false
		}
	}
	h.can[i] = [10]bool{}
	h.can[i][d] = true
}

// digits returns the candidates of cell i.
func (h *human) digits(i int) []uint8 {
	var ds []uint8
	for d := uint8(1); d <= 9; d++ {
		if h.can[i][d] {
			ds = append(ds, d)
		}
	}
	return ds
}

// places returns the open cells of unit u where d may go.
func (h *human) places(u []int, d uint8) []int {
	var cells []int
	for _, i := range u {
		if h.val[i] == 0 && h.can[i][d] {
			cells = append(cells, i)
		}
	}
	return cells
}

// remove removes d from the open cells of list not in keep and reports
// whether it removed any.
func (h *human) remove(list, keep []int, d uint8) bool {
	done := false
	for _, i := range list {
		if h.val[i] == 0 && h.can[i][d] && !slices.Contains(keep, i) {
			h.can[i][d] = false
			done = true
		}
	}
	return done
}

func (h *human) naked() bool {
	for i := range 81 {
		if ds := h.digits(i); h.val[i] == 0 && len(ds) == 1 {
			h.set(i, ds[0])
			return true
		}
	}
	return false
}

func (h *human) hidden() bool {
	for _, u := range Units {
		for d := uint8(1); d <= 9; d++ {
			if cells := h.places(u, d); len(cells) == 1 {
				h.set(cells[0], d)
				return true
			}
		}
	}
	return false
}

// intersections: the places of d in one unit all lie in a second unit, so d
// goes nowhere else in the second.
func (h *human) intersections() bool {
	for _, u := range Units {
		for d := uint8(1); d <= 9; d++ {
			cells := h.places(u, d)
			if len(cells) == 0 {
				continue
			}
			for _, v := range Units {
				inside := true
				for _, i := range cells {
					inside = inside && slices.Contains(v, i)
				}
				if inside && h.remove(v, cells, d) {
					return true
				}
			}
		}
	}
	return false
}

func (h *human) nakedPairs() bool {
	for _, u := range Units {
		for _, x := range u {
			for _, y := range u {
				dx, dy := h.digits(x), h.digits(y)
				if x < y && h.val[x] == 0 && h.val[y] == 0 && len(dx) == 2 && string(dx) == string(dy) {
					pair := []int{x, y}
					if h.remove(u, pair, dx[0]) || h.remove(u, pair, dx[1]) {
						return true
					}
				}
			}
		}
	}
	return false
}

func (h *human) hiddenPairs() bool {
	for _, u := range Units {
		for d := uint8(1); d <= 9; d++ {
			for e := d + 1; e <= 9; e++ {
				pd, pe := h.places(u, d), h.places(u, e)
				if len(pd) != 2 || len(pe) != 2 || pd[0] != pe[0] || pd[1] != pe[1] {
					continue
				}
				done := false
				for _, i := range pd {
					for f := uint8(1); f <= 9; f++ {
						if f != d && f != e && h.can[i][f] {
							h.can[i][f] = false
							done = true
						}
					}
				}
				if done {
					return true
				}
			}
		}
	}
	return false
}

// Level rates p with the human solver.
func Level(p board.Grid) int {
	switch {
	case HumanSolves(p, 0):
		return 1
	case HumanSolves(p, UseIntersections|UsePairs):
		return 2
	}
	return 3
}

// DataDir holds the public puzzle collections the slow tests and the
// benchmarks use when present; SUDOKU_DATA names another place.
func DataDir() string {
	if dir := os.Getenv("SUDOKU_DATA"); dir != "" {
		if !filepath.IsAbs(dir) {
			dir = filepath.Join(Root(), dir) // as given where make runs
		}
		return dir
	}
	return filepath.Join(Root(), "..", "shared", "data")
}

// Root returns the folder of go.mod at or above the working directory,
// which is a package's folder while its tests run: the module's root.
func Root() string {
	wd, _ := os.Getwd()
	for dir := wd; ; dir = filepath.Dir(dir) {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir
		}
		if filepath.Dir(dir) == dir {
			return wd
		}
	}
}

// Testdata returns the name of a file of the testdata folder at the
// module's root, which holds the puzzle files the tests of every package
// read.
func Testdata(name string) string {
	return filepath.Join(Root(), "testdata", name)
}

// A DataSet is a collection of the shared data, with a short name.
type DataSet struct{ Name, File string }

// DataSets lists the collections.
var DataSets = []DataSet{
	{"17clue", "puzzles2_17_clue.txt"},
	{"top1465", "puzzles3_magictour_top1465.txt"},
	{"hardest11plus", "puzzles5_forum_hardest_1905_11plus.txt"},
	{"hardest1106", "puzzles6_forum_hardest_1106.txt"},
	{"serg", "puzzles7_serg_benchmark.txt"},
	{"qqwing", "qqwing_random_20000.txt"},
}

// ReadData reads a collection, skipping the test if it is absent.
func ReadData(t testing.TB, file string) []board.Grid {
	t.Helper()
	name := filepath.Join(DataDir(), file)
	if _, err := os.Stat(name); err != nil {
		t.Skipf("no %s", name)
	}
	return Puzzles(t, name)
}

// Puzzles reads the puzzles of a test file, independently of the
// program's reader: a puzzle is a line of 81 cells, or nine lines of nine
// cells separated by spaces, a cell a digit, 0 or . for a blank; lines
// that begin with # and empty lines are skipped, and any other line
// fails the test.
func Puzzles(t testing.TB, name string) []board.Grid {
	t.Helper()
	text, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	var grids []board.Grid
	var rows []string
	for k, line := range strings.Split(strings.ReplaceAll(string(text), "\r\n", "\n"), "\n") {
		cells := strings.ReplaceAll(line, " ", "")
		switch {
		case line == "" || strings.HasPrefix(line, "#"):
			continue
		case len(line) == 81 && len(strings.Trim(line, ".0123456789")) == 0:
			grids = append(grids, gridOfText(line))
		case len(cells) == 9 && len(line) == 17 && len(strings.Trim(cells, ".0123456789")) == 0:
			if rows = append(rows, cells); len(rows) == 9 {
				grids = append(grids, gridOfText(strings.Join(rows, "")))
				rows = nil
			}
		default:
			t.Fatalf("%s:%d: not a puzzle line: %q", name, k+1, line)
		}
	}
	if len(rows) > 0 {
		t.Fatalf("%s: a grid of %d rows at the end", name, len(rows))
	}
	return grids
}

// gridOfText returns the grid of 81 cells, a digit or 0 or . for a blank.
func gridOfText(cells string) board.Grid {
	var g board.Grid
	for i := range 81 {
		if c := cells[i]; c >= '1' && c <= '9' {
			g[i] = c - '0'
		}
	}
	return g
}

// Units lists the cells of each row, column and box.
var Units = func() (u [27][]int) {
	for i := range 81 {
		r, c := i/9, i%9
		b := r/3*3 + c/3
		u[r] = append(u[r], i)
		u[9+c] = append(u[9+c], i)
		u[18+b] = append(u[18+b], i)
	}
	return u
}()

// CellUnits lists the units of each cell.
var CellUnits = func() (cu [81][]int) {
	for u, cells := range Units {
		for _, i := range cells {
			cu[i] = append(cu[i], u)
		}
	}
	return cu
}()

// CheckGrid reports whether g is a valid solved grid.
func CheckGrid(g *board.Grid) error {
	for u, cells := range Units {
		var seen [10]bool
		for _, i := range cells {
			d := g[i]
			if d < 1 || d > 9 {
				return fmt.Errorf("cell %d holds %d", i, d)
			}
			if seen[d] {
				return fmt.Errorf("%s %d repeats %d", [3]string{"row", "column", "box"}[u/9], u%9+1, d)
			}
			seen[d] = true
		}
	}
	return nil
}

// CheckSolution reports whether sol is a valid grid keeping every given of p.
func CheckSolution(p, sol *board.Grid) error {
	if err := CheckGrid(sol); err != nil {
		return err
	}
	for i, d := range p {
		if d != 0 && sol[i] != d {
			return fmt.Errorf("cell %d: given %d became %d", i, d, sol[i])
		}
	}
	return nil
}

// CountSolutions counts the solutions of g up to limit by plain search:
// it fails a board where a cell has no possible digit or a row, column or
// box has no place left for a digit it lacks or where a row or column
// crosses a box more digits must go than there are open cells (see
// crowded), and otherwise tries each digit of the open cell with the
// fewest, or each place of the digit with the fewest places in a row,
// column or box, whichever are fewer (as Knuth's exact-cover search
// chooses its column).
func CountSolutions(g board.Grid, limit int) int {
	n, _ := CountWithin(g, limit, math.MaxInt)
	return n
}

// CountWithin counts as CountSolutions does, but looks at no more than
// boards boards; ok is false if the search stopped there, unfinished.
func CountWithin(g board.Grid, limit, boards int) (n int, ok bool) {
	c := counter{boards: boards}
	n = c.count(g, limit)
	return n, c.boards >= 0
}

// A counter counts solutions while it has boards left to look at.
type counter struct{ boards int }

func (c *counter) count(g board.Grid, limit int) int {
	if c.boards--; c.boards < 0 {
		return 0
	}
	var can [81][10]bool
	best, bestN := -1, 10
	for i, d := range g {
		if d != 0 {
			continue
		}
		n := 0
		for c := uint8(1); c <= 9; c++ {
			if Fits(&g, i, c) {
				can[i][c] = true
				n++
			}
		}
		if n < bestN {
			best, bestN = i, n
		}
	}
	if best < 0 {
		return 1
	}
	if bestN == 0 {
		return 0
	}
	u, d, places := fewestPlaces(&g, &can)
	if places == 0 || crowded(&g, &can) {
		return 0
	}
	total := 0
	if places < bestN {
		for _, i := range Units[u] {
			if can[i][d] && total < limit {
				g[i] = d
				total += c.count(g, limit-total)
				g[i] = 0
			}
		}
		return total
	}
	for d := uint8(1); d <= 9 && total < limit; d++ {
		if can[best][d] {
			g[best] = d
			total += c.count(g, limit-total)
		}
	}
	return total
}

// crowded reports whether the three cells where a row or column crosses a
// box are owed more digits than they have open cells: a digit the line
// lacks and can place only there, or the box lacks and can place only
// there, must go in one of them.
func crowded(g *board.Grid, can *[81][10]bool) bool {
	for b := range 9 {
		box := 18 + b
		for k := range 3 {
			for _, line := range []int{b/3*3 + k, 9 + b%3*3 + k} {
				open := 0
				for _, i := range Units[box] {
					if g[i] == 0 && slices.Contains(CellUnits[i], line) {
						open++
					}
				}
				owed := 0
				for d := uint8(1); d <= 9; d++ {
					if onlyWhere(g, can, line, box, d) || onlyWhere(g, can, box, line, d) {
						owed++
					}
				}
				if owed > open {
					return true
				}
			}
		}
	}
	return false
}

// onlyWhere reports whether unit u lacks digit d and has no place for it
// outside unit v.
func onlyWhere(g *board.Grid, can *[81][10]bool, u, v int, d uint8) bool {
	for _, i := range Units[u] {
		if g[i] == d || can[i][d] && !slices.Contains(CellUnits[i], v) {
			return false
		}
	}
	return true
}

// fewestPlaces finds the digit that a row, column or box lacks and has the
// fewest places left for, and returns the unit, the digit and the number of
// places; the number is 10 if every unit is full.
func fewestPlaces(g *board.Grid, can *[81][10]bool) (unit int, digit uint8, fewest int) {
	fewest = 10
	for u, cells := range Units {
		for d := uint8(1); d <= 9; d++ {
			places := 0
			for _, i := range cells {
				if g[i] == d {
					places = 10
					break
				}
				if can[i][d] {
					places++
				}
			}
			if places < fewest {
				unit, digit, fewest = u, d, places
			}
		}
	}
	return unit, digit, fewest
}

// Fits reports whether digit d may go in cell i of g.
func Fits(g *board.Grid, i int, d uint8) bool {
	for _, u := range CellUnits[i] {
		for _, j := range Units[u] {
			if g[j] == d {
				return false
			}
		}
	}
	return true
}

// ParseOutput reads text as the program writes grids, independently of
// its code, and returns them, or the first departure from the exact
// layout. In the grid form a grid is nine lines of nine digits separated
// by single spaces, with one empty line between grids and a single newline
// at the end, 163·N − 1 bytes; in the line form it is a line of 81 digits,
// 82·N bytes. Lines end in LF, or all in CRLF if the first does.
func ParseOutput(text []byte, lineForm bool) ([]board.Grid, error) {
	if i := bytes.IndexByte(text, '\n'); i > 0 && text[i-1] == '\r' {
		if bytes.Count(text, []byte("\r\n")) != bytes.Count(text, []byte("\n")) || bytes.Count(text, []byte("\r")) != bytes.Count(text, []byte("\n")) {
			return nil, errors.New("line ends not all CRLF")
		}
		text = bytes.ReplaceAll(text, []byte("\r\n"), []byte("\n"))
	} else if bytes.IndexByte(text, '\r') >= 0 {
		return nil, errors.New("a CR in a file of LF line ends")
	}
	size, sep := 163, 1
	if lineForm {
		size, sep = 82, 0
	}
	if len(text)%size != (size-sep)%size {
		return nil, fmt.Errorf("output is %d bytes, not %d·N − %d", len(text), size, sep)
	}
	var grids []board.Grid
	for k := 0; k*size < len(text); k++ {
		grid := text[k*size : k*size+size-sep]
		var g board.Grid
		for i := range 81 {
			at, end := i, byte(0)
			if !lineForm {
				at, end = 2*i, ' '
			}
			if i%9 == 8 && !lineForm || i == 80 {
				end = '\n'
			}
			d := grid[at]
			if d < '0' || d > '9' || end != 0 && grid[at+1] != end {
				return nil, fmt.Errorf("grid %d: bad text at byte %d: %q", k+1, at, grid)
			}
			g[i] = d - '0'
		}
		if sep > 0 && k*size+size-1 < len(text) && text[k*size+size-1] != '\n' {
			return nil, fmt.Errorf("no empty line after grid %d", k+1)
		}
		grids = append(grids, g)
	}
	return grids, nil
}

// ParseGrids reads text in the grid output form by ParseOutput, failing
// the test on any departure from it.
func ParseGrids(t testing.TB, text []byte) []board.Grid {
	t.Helper()
	grids, err := ParseOutput(text, false)
	if err != nil {
		t.Fatal(err)
	}
	return grids
}

// CheckGrids checks that grids are n distinct valid grids, all with the
// top-left digit first unless it is 0.
func CheckGrids(t testing.TB, grids []board.Grid, n int, first uint8) {
	t.Helper()
	if len(grids) != n {
		t.Fatalf("%d grids, want %d", len(grids), n)
	}
	for i := range grids {
		g := &grids[i]
		if err := CheckGrid(g); err != nil {
			t.Fatalf("grid %d: %v", i+1, err)
		}
		if first != 0 && g[0] != first {
			t.Fatalf("grid %d starts with %d, want %d", i+1, g[0], first)
		}
	}
	order := make([]int32, len(grids))
	for i := range order {
		order[i] = int32(i)
	}
	slices.SortFunc(order, func(i, j int32) int { return bytes.Compare(grids[i][:], grids[j][:]) })
	for k := 1; k < len(order); k++ {
		if grids[order[k-1]] == grids[order[k]] {
			t.Fatalf("grids %d and %d are equal", order[k-1]+1, order[k]+1)
		}
	}
}

// CheckSolutions checks that out holds a solution of each puzzle in in.
func CheckSolutions(t testing.TB, in, out []board.Grid) {
	t.Helper()
	if len(out) != len(in) {
		t.Fatalf("%d solutions for %d puzzles", len(out), len(in))
	}
	for i := range in {
		if err := CheckSolution(&in[i], &out[i]); err != nil {
			t.Fatalf("puzzle %d: %v", i+1, err)
		}
	}
}

// Image returns the image of cell i under the symmetry named, as the
// tests see it.
func Image(sym string, i int) int {
	r, c := i/9, i%9
	switch sym {
	case "rot180":
		return (8-r)*9 + 8 - c
	case "rot90":
		return c*9 + 8 - r
	case "mirror":
		return r*9 + 8 - c
	case "flip":
		return (8-r)*9 + c
	case "diag":
		return c*9 + r
	}
	return i
}

// ErrFull is the error of a FailingWriter.
var ErrFull = errors.New("disk full")

// A FailingWriter takes Left bytes, then fails with ErrFull.
type FailingWriter struct{ Left int }

// Write writes p, or fails once Left bytes have been written.
func (w *FailingWriter) Write(p []byte) (int, error) {
	if len(p) > w.Left {
		n := w.Left
		w.Left = 0
		return n, ErrFull
	}
	w.Left -= len(p)
	return len(p), nil
}

// FitsOthers reports whether the digit in cell i of g is not repeated in
// its row, column or box.
func FitsOthers(g *board.Grid, i int) bool {
	d := g[i]
	g[i] = 0
	ok := Fits(g, i, d)
	g[i] = d
	return ok
}

// Solution returns the solution of p the program's solver finds,
// checked by the rules alone to be a solution of p, failing the test if
// it is not.
func Solution(t testing.TB, p board.Grid) board.Grid {
	t.Helper()
	sol := p
	board.Solve(&sol, 1)
	if err := CheckSolution(&p, &sol); err != nil {
		t.Fatal(err)
	}
	return sol
}
