package output_test

import (
	"bytes"
	"encoding/xml"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
	"testing"

	"sudoku/internal/board"
	"sudoku/internal/oracle"
	"sudoku/internal/output"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// Written returns what write writes through a GridWriter in form f.
func written(t testing.TB, f output.Form, write func(gw *output.GridWriter) error) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := write(output.NewGridWriter(&buf, f)); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// TestFormat checks the output forms against golden files.
func TestFormat(t *testing.T) {
	grids := oracle.Puzzles(t, oracle.Testdata("grid.txt"))
	for _, tt := range []struct {
		golden string
		f      output.Form
	}{
		{"testdata/format.grid.golden", output.Form{}},
		{"testdata/format.line.golden", output.Form{Layout: output.LineLayout}},
		{"testdata/format.pretty.golden", output.Form{Layout: output.PrettyLayout}},
		{"testdata/format.html.golden", output.Form{Layout: output.HTMLLayout}},
	} {
		got := writeAll(t, tt.f, grids)
		if *update {
			if err := os.WriteFile(tt.golden, got, 0o644); err != nil {
				t.Fatal(err)
			}
		}
		if want := oracle.ReadFile(t, tt.golden); !bytes.Equal(got, want) {
			t.Errorf("%s: got\n%s\nwant\n%s", tt.golden, got, want)
		}
	}
}

// writeAll returns grids as a GridWriter writes them in form f.
func writeAll(t testing.TB, f output.Form, grids []board.Grid) []byte {
	return written(t, f, func(gw *output.GridWriter) error {
		for i := range grids {
			if err := gw.Write(&grids[i]); err != nil {
				return err
			}
		}
		return gw.Close()
	})
}

// Each form's size and layout, checked without golden files: N grids are
// 163·N − 1 bytes in the grid form, 82·N in the line form, and with CRLF
// line ends 173·N − 2 and 83·N.
func TestFormatLayout(t *testing.T) {
	grids := oracle.Puzzles(t, oracle.Testdata("grid.txt"))
	n := len(grids)
	for _, tt := range []struct {
		f    output.Form
		size int
	}{
		{output.Form{}, 163*n - 1},
		{output.Form{Layout: output.LineLayout}, 82 * n},
		{output.Form{CRLF: true}, 173*n - 2},
		{output.Form{Layout: output.LineLayout, CRLF: true}, 83 * n},
	} {
		text := writeAll(t, tt.f, grids)
		if len(text) != tt.size || tt.f.OutputSize(int64(n)) != int64(tt.size) {
			t.Errorf("%+v: %d grids in %d bytes, outputSize %d; want %d", tt.f, n, len(text), tt.f.OutputSize(int64(n)), tt.size)
		}
		lf := strings.ReplaceAll(string(text), "\r\n", "\n")
		if tt.f.CRLF == (lf == string(text)) || strings.Contains(lf, " \n") || strings.HasSuffix(lf, "\n\n") || strings.Contains(lf, "\n\n\n") {
			t.Errorf("%+v: bad spacing:\n%q", tt.f, text)
		}
		back, err := oracle.ParseOutput(text, tt.f.IsLine())
		if err != nil {
			t.Fatalf("%+v: %v", tt.f, err)
		}
		for i := range grids {
			if back[i] != grids[i] {
				t.Errorf("%+v: grid %d reads back as\n%s", tt.f, i+1, oracle.Text(false, back[i]))
			}
		}
	}
}

// The pretty form, read independently: nine rows in bordered boxes, .
// for a blank, 13 lines of 25 characters a grid, an empty line between
// grids.
func TestPretty(t *testing.T) {
	grids := oracle.Puzzles(t, oracle.Testdata("grid.txt"))
	for _, crlf := range []bool{false, true} {
		f := output.Form{Layout: output.PrettyLayout, CRLF: crlf}
		text := string(writeAll(t, f, grids))
		if crlf {
			if strings.Count(text, "\r\n") != strings.Count(text, "\n") {
				t.Fatal("CRLF: not every line ends in CRLF")
			}
			text = strings.ReplaceAll(text, "\r\n", "\n")
		}
		blocks := strings.Split(strings.TrimSuffix(text, "\n"), "\n\n")
		if len(blocks) != len(grids) {
			t.Fatalf("%d blocks for %d grids", len(blocks), len(grids))
		}
		for k, block := range blocks {
			lines := strings.Split(block, "\n")
			var g board.Grid
			i := 0
			for n, line := range lines {
				if len(line) != 25 || n%4 == 0 && line != "+-------+-------+-------+" {
					t.Fatalf("grid %d, line %d: %q", k+1, n+1, line)
				}
				if n%4 == 0 {
					continue
				}
				for c := range 9 {
					at := 2 + 2*c + 2*(c/3)
					if line[at-1] != ' ' || line[at+1] != ' ' {
						t.Fatalf("grid %d, line %d: %q", k+1, n+1, line)
					}
					if ch := line[at]; ch != '.' {
						g[i] = ch - '0'
					}
					i++
				}
				if line[0] != '|' || line[8] != '|' || line[16] != '|' || line[24] != '|' {
					t.Fatalf("grid %d, line %d: %q", k+1, n+1, line)
				}
			}
			if len(lines) != 13 || g != grids[k] {
				t.Errorf("grid %d reads back as %v, want %v", k+1, g, grids[k])
			}
		}
	}
}

// The html form is one well-formed page with nothing to fetch and no
// script, six grids to a sheet, each a table of its digits under its
// number.
func TestHTML(t *testing.T) {
	grids := oracle.Puzzles(t, oracle.Testdata("grid.txt"))
	for len(grids) < 13 {
		grids = append(grids, grids...)
	}
	grids = grids[:13]
	page := writeAll(t, output.Form{Layout: output.HTMLLayout}, grids)
	got, err := readHTML(page)
	if err != nil {
		t.Fatal(err)
	}
	if len(got.sheets) != 3 || got.sheets[0] != 6 || got.sheets[1] != 6 || got.sheets[2] != 1 {
		t.Errorf("grids on each sheet: %v, want [6 6 1]", got.sheets)
	}
	if len(got.grids) != len(grids) {
		t.Fatalf("%d grids, want %d", len(got.grids), len(grids))
	}
	for k := range grids {
		if got.grids[k] != grids[k] || got.numbers[k] != fmt.Sprint(k+1) {
			t.Errorf("grid %d: number %q, %v; want %v", k+1, got.numbers[k], got.grids[k], grids[k])
		}
	}
}

// With the solutions kept, they follow the puzzles on sheets of their own,
// in the same order, each named after its puzzle, and the temporary file
// that kept them is gone.
func TestHTMLSolutions(t *testing.T) {
	t.Setenv("TMPDIR", t.TempDir())
	puzzles := oracle.Puzzles(t, oracle.Testdata("17clue.txt"))[:8]
	page := written(t, output.Form{Layout: output.HTMLLayout}, func(gw *output.GridWriter) error {
		if err := gw.KeepSolutions(); err != nil {
			return err
		}
		for i := range puzzles {
			sol := puzzles[i]
			board.Solve(&sol, 1)
			if err := gw.WritePuzzle(&puzzles[i], &sol); err != nil {
				return err
			}
		}
		return gw.Close()
	})
	got, err := readHTML(page)
	if err != nil {
		t.Fatal(err)
	}
	if fmt.Sprint(got.sheets) != "[6 2 6 2]" || len(got.grids) != 16 {
		t.Fatalf("sheets %v, %d grids; want [6 2 6 2], 16", got.sheets, len(got.grids))
	}
	for k := range puzzles {
		if got.grids[k] != puzzles[k] || got.numbers[k] != fmt.Sprint(k+1) || got.numbers[8+k] != fmt.Sprint("solution ", k+1) {
			t.Errorf("puzzle %d: %q, %q", k+1, got.numbers[k], got.numbers[8+k])
		}
		if err := oracle.CheckSolution(&puzzles[k], &got.grids[8+k]); err != nil {
			t.Errorf("solution %d: %v", k+1, err)
		}
	}
	if names := oracle.DirNames(t, os.Getenv("TMPDIR")); len(names) != 0 {
		t.Errorf("left %v", names)
	}
}

// A page is what readHTML finds in the html form.
type page struct {
	sheets  []int // grids on each sheet
	grids   []board.Grid
	numbers []string // each grid's caption
}

// readHTML reads a page of the html form as XML, strictly, and fails on
// anything that would fetch or run something. The root's end-to-end tests
// have the same reader: keep the two alike.
func readHTML(text []byte) (page, error) {
	var p page
	d := xml.NewDecoder(bytes.NewReader(text))
	var path []string
	var cell int
	var caption strings.Builder
	for {
		tok, err := d.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			return p, err
		}
		switch tok := tok.(type) {
		case xml.StartElement:
			name := tok.Name.Local
			path = append(path, name)
			for _, a := range tok.Attr {
				if a.Name.Local == "src" || a.Name.Local == "href" || strings.HasPrefix(a.Name.Local, "on") {
					return p, fmt.Errorf("attribute %s on <%s>", a.Name.Local, name)
				}
			}
			switch name {
			case "script", "link", "img", "iframe", "object":
				return p, fmt.Errorf("<%s> in the page", name)
			case "section":
				p.sheets = append(p.sheets, 0)
			case "table":
				p.grids = append(p.grids, board.Grid{})
				p.sheets[len(p.sheets)-1]++
				cell = 0
			case "figcaption":
				caption.Reset()
			}
		case xml.EndElement:
			switch tok.Name.Local {
			case "td":
				cell++
			case "figcaption":
				p.numbers = append(p.numbers, caption.String())
			case "table":
				if cell != 81 {
					return p, fmt.Errorf("grid %d has %d cells", len(p.grids), cell)
				}
			}
			path = path[:len(path)-1]
		case xml.CharData:
			if len(path) == 0 {
				continue // line ends between the doctype and the page
			}
			switch path[len(path)-1] {
			case "td":
				s := string(tok)
				if len(s) != 1 || s[0] < '1' || s[0] > '9' {
					return p, fmt.Errorf("cell holds %q", s)
				}
				p.grids[len(p.grids)-1][cell] = s[0] - '0'
			case "figcaption":
				caption.Write(tok)
			}
		}
	}
	if len(path) != 0 {
		return p, fmt.Errorf("unclosed %v", path)
	}
	return p, nil
}
