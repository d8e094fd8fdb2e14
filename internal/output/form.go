package output

import (
	"encoding/binary"
	"fmt"
	"io"
	"os"
	"strings"
	"sync/atomic"

	"sudoku/internal/board"
)

// A Layout is how an output lays each grid out.
type Layout uint8

const (
	GridLayout   Layout = iota // nine rows of nine digits separated by spaces, an empty line between grids
	LineLayout                 // one line of 81 digits a grid
	PrettyLayout               // bordered boxes, . for a blank, an empty line between grids
	HTMLLayout                 // a page to print, six grids to a sheet
)

// Layouts names the layouts, as -format does.
var Layouts = []string{"grid", "line", "pretty", "html"}

// A Form is the layout of the grids of an output and its line end: LF, or
// CRLF as in Windows text files. Every writer of grids lays them out by a
// form, and every reader of an output takes their sizes from it.
type Form struct {
	Layout Layout
	CRLF   bool
}

// LineOr returns the line form with LF line ends if IsLine is set, and
// else the grid form.
func LineOr(lineForm bool) Form {
	if lineForm {
		return Form{Layout: LineLayout}
	}
	return Form{}
}

// IsLine reports whether the form is the line form.
func (f Form) IsLine() bool { return f.Layout == LineLayout }

// eol returns the line end.
func (f Form) eol() string {
	if f.CRLF {
		return "\r\n"
	}
	return "\n"
}

// Row returns the size of a row of the grid form, its line end included.
func (f Form) Row() int { return 17 + len(f.eol()) }

// Text returns the size of a grid's text in the grid or line form, its
// last line end included.
func (f Form) Text() int {
	if f.IsLine() {
		return 81 + len(f.eol())
	}
	return 9 * f.Row()
}

// Sep returns what goes between two grids in a text form: an empty line,
// or nothing in the line form.
func (f Form) Sep() string {
	if f.IsLine() {
		return ""
	}
	return f.eol()
}

// Size returns the size of a grid and the separator after it in the grid
// or line form: grid k of an output starts at byte k·size.
func (f Form) Size() int { return f.Text() + len(f.Sep()) }

// OutputSize returns the size of an output of n grids, n ≥ 1, in the grid
// or line form.
func (f Form) OutputSize(n int64) int64 { return n*int64(f.Size()) - int64(len(f.Sep())) }

// AppendGrid appends the text of g, 0 for a blank, in the grid or line
// form, or in the pretty form, with . for a blank.
func (f Form) AppendGrid(dst []byte, g *board.Grid) []byte {
	switch f.Layout {
	case LineLayout:
		// Eight cells a word: a digit plus '0' carries into no other byte.
		for k := 0; k < 80; k += 8 {
			dst = binary.LittleEndian.AppendUint64(dst, binary.LittleEndian.Uint64(g[k:])+0x3030303030303030)
		}
		return append(append(dst, '0'+g[80]), f.eol()...)
	case PrettyLayout:
		return f.appendPretty(dst, g)
	}
	for r := range 9 {
		row := g[r*9 : r*9+9]
		dst = binary.LittleEndian.AppendUint64(dst, spaced(binary.LittleEndian.Uint32(row)))
		dst = binary.LittleEndian.AppendUint64(dst, spaced(binary.LittleEndian.Uint32(row[4:])))
		dst = append(append(dst, '0'+row[8]), f.eol()...)
	}
	return dst
}

// spaced returns the four cells of a row in w, a byte each, as eight
// bytes of text: each digit followed by a space.
func spaced(w uint32) uint64 {
	x := uint64(w)
	x = (x | x<<16) & 0x0000ffff0000ffff
	x = (x | x<<8) & 0x00ff00ff00ff00ff
	return x + 0x2030203020302030
}

// prettyBorder is the line above, between and below the bands of a grid
// in the pretty form.
const prettyBorder = "+-------+-------+-------+"

// appendPretty appends g in the pretty form: a border around each box.
func (f Form) appendPretty(dst []byte, g *board.Grid) []byte {
	for r := range 9 {
		if r%3 == 0 {
			dst = append(append(dst, prettyBorder...), f.eol()...)
		}
		for c, d := range g[r*9 : r*9+9] {
			if c%3 == 0 {
				dst = append(dst, "| "...)
			}
			ch := '0' + d
			if d == 0 {
				ch = '.'
			}
			dst = append(dst, ch, ' ')
		}
		dst = append(append(dst, '|'), f.eol()...)
	}
	return append(append(dst, prettyBorder...), f.eol()...)
}

// before returns what comes before grid k of an output, counting from 0:
// the separator between grids, or in the html form the head of the page
// before the first and a new sheet every six.
func (f Form) before(k int64) string {
	switch {
	case f.Layout != HTMLLayout:
		if k == 0 {
			return ""
		}
		return f.Sep()
	case k == 0:
		return strings.ReplaceAll(htmlHead, "\n", f.eol()) + "<section>" + f.eol()
	case k%perSheet == 0:
		return "</section>" + f.eol() + "<section>" + f.eol()
	}
	return ""
}

// end returns what comes after the last grid of an output.
func (f Form) end() string {
	if f.Layout == HTMLLayout {
		return "</section>" + f.eol() + "</body>" + f.eol() + "</html>" + f.eol()
	}
	return ""
}

// A GridWriter writes grids to w in a form, with what the form puts
// before each and, at the end, after the last. In the html form it may
// also keep each puzzle's solution, to put them all after the puzzles.
type GridWriter struct {
	w         io.Writer
	form      Form
	n         atomic.Int64 // grids written, which the progress line reads
	buf       []byte
	solutions *os.File // the solutions' text, or nil
	each      int      // the size of a grid's text after the first, about in the html form
}

// NewGridWriter returns a writer of grids in the form f to w.
func NewGridWriter(w io.Writer, f Form) *GridWriter {
	gw := &GridWriter{w: w, form: f}
	gw.each = len(gw.AppendGrid(nil, &board.Grid{}, 1))
	return gw
}

// Form returns the form gw writes grids in.
func (gw *GridWriter) Form() Form { return gw.form }

// Written returns the number of grids written, which the progress line
// reads while they are written.
func (gw *GridWriter) Written() int64 { return gw.n.Load() }

// GridSize returns the size of a grid's text after the first, about in the
// html form.
func (gw *GridWriter) GridSize() int { return gw.each }

// KeepsSolutions reports whether gw writes the solutions after the
// puzzles (see KeepSolutions).
func (gw *GridWriter) KeepsSolutions() bool { return gw.solutions != nil }

// Expect tells the file gw writes to, if it is an output, the size it is
// to have.
func (gw *GridWriter) Expect(size int64) {
	if o, ok := gw.w.(*File); ok {
		o.expect(size)
	}
}

// AppendGrid appends g as grid k of the output, counting from 0, with what
// comes before it. It may be called from several goroutines at once.
func (gw *GridWriter) AppendGrid(dst []byte, g *board.Grid, k int64) []byte {
	dst = append(dst, gw.form.before(k)...)
	if gw.form.Layout == HTMLLayout {
		return gw.form.appendHTML(dst, g, "", k)
	}
	return gw.form.AppendGrid(dst, g)
}

// Write writes g as the next grid.
func (gw *GridWriter) Write(g *board.Grid) error {
	gw.buf = gw.AppendGrid(gw.buf[:0], g, gw.n.Load())
	return gw.WriteText(gw.buf, 1)
}

// WriteText writes text, the next n grids as AppendGrid lays them out.
func (gw *GridWriter) WriteText(text []byte, n int) error {
	_, err := gw.w.Write(text)
	gw.n.Add(int64(n))
	return err
}

// Flush writes out what gw's writer holds, if it holds any back.
func (gw *GridWriter) Flush() error {
	if f, ok := gw.w.(interface{ Flush() error }); ok {
		return f.Flush()
	}
	return nil
}

// KeepSolutions makes gw keep the solutions of the puzzles it writes, in
// a temporary file, and write them after the last puzzle. It is for the
// html form.
func (gw *GridWriter) KeepSolutions() (err error) {
	gw.solutions, err = NewSpool("sudoku-solutions-*.html")
	return err
}

// AppendSolution appends the solution of puzzle k, for WriteSolutions.
func (gw *GridWriter) AppendSolution(dst []byte, sol *board.Grid, k int64) []byte {
	eol := gw.form.eol()
	switch {
	case k == 0:
		dst = append(dst, "<section>"+eol...)
	case k%perSheet == 0:
		dst = append(dst, "</section>"+eol+"<section>"+eol...)
	}
	return gw.form.appendHTML(dst, sol, "solution ", k)
}

// WriteSolutions keeps text, solutions laid out by AppendSolution.
func (gw *GridWriter) WriteSolutions(text []byte) error {
	if _, err := gw.solutions.Write(text); err != nil {
		return fmt.Errorf("temporary file: %v", err)
	}
	return nil
}

// WritePuzzle writes puzzle p as the next grid and keeps its solution sol.
func (gw *GridWriter) WritePuzzle(p, sol *board.Grid) error {
	k := gw.n.Load()
	if err := gw.Write(p); err != nil {
		return err
	}
	gw.buf = gw.AppendSolution(gw.buf[:0], sol, k)
	return gw.WriteSolutions(gw.buf)
}

// Release removes the solutions kept, if any; it is safe to call more
// than once.
func (gw *GridWriter) Release() {
	if gw.solutions != nil {
		RemoveSpool(gw.solutions)
		gw.solutions = nil
	}
}

// Close writes what comes after the last grid: the solutions kept, and
// the end of the form.
func (gw *GridWriter) Close() error {
	if s := gw.solutions; s != nil {
		defer gw.Release()
		if _, err := io.WriteString(gw.w, "</section>"+gw.form.eol()); err != nil {
			return err
		}
		if _, err := s.Seek(0, io.SeekStart); err != nil {
			return fmt.Errorf("temporary file: %v", err)
		}
		if _, err := io.Copy(gw.w, s); err != nil {
			return err
		}
	}
	_, err := io.WriteString(gw.w, gw.form.end())
	return err
}

// perSheet is how many grids the html form puts on a sheet: two across
// and three down fit on A4 and on Letter paper.
const perSheet = 6

// htmlHead is the start of the html form's page, up to its body: a page
// of its own, with no script and nothing to fetch, that prints six grids
// to a sheet of A4 or Letter paper. It is well-formed XML as well as HTML.
const htmlHead = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8"/>
<title>Sudoku</title>
<style>
@page { margin: 12mm; }
body { margin: 0; font-family: Helvetica, Arial, sans-serif; }
section { display: flex; flex-wrap: wrap; justify-content: space-around; align-content: flex-start; break-after: page; page-break-after: always; }
section:last-of-type { break-after: auto; page-break-after: auto; }
figure { margin: 0 0 6mm 0; break-inside: avoid; page-break-inside: avoid; }
figcaption { font-size: 10pt; margin-bottom: 1mm; }
table { border-collapse: collapse; border: 2px solid #000; }
td { width: 7.5mm; height: 7.5mm; padding: 0; border: 1px solid #999; text-align: center; vertical-align: middle; font-size: 14pt; }
td:nth-child(3n) { border-right: 2px solid #000; }
tr:nth-child(3n) td { border-bottom: 2px solid #000; }
</style>
</head>
<body>
`

// appendHTML appends g as grid k of the html form: a table with its number
// above it, after what.
func (f Form) appendHTML(dst []byte, g *board.Grid, what string, k int64) []byte {
	dst = fmt.Appendf(dst, "<figure><figcaption>%s%d</figcaption><table>%s", what, k+1, f.eol())
	for r := range 9 {
		dst = append(dst, "<tr>"...)
		for _, d := range g[r*9 : r*9+9] {
			if d == 0 {
				dst = append(dst, "<td></td>"...)
			} else {
				dst = append(dst, "<td>"...)
				dst = append(dst, '0'+d)
				dst = append(dst, "</td>"...)
			}
		}
		dst = append(append(dst, "</tr>"...), f.eol()...)
	}
	return append(append(dst, "</table></figure>"...), f.eol()...)
}
