package main

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestFormat checks the output forms against golden files.
func TestFormat(t *testing.T) {
	grids := loadPuzzles(t, "testdata/grid.txt")
	for _, tt := range []struct {
		golden string
		f      form
	}{
		{"testdata/format.grid.golden", form{}},
		{"testdata/format.line.golden", form{layout: lineLayout}},
		{"testdata/format.pretty.golden", form{layout: prettyLayout}},
		{"testdata/format.html.golden", form{layout: htmlLayout}},
	} {
		got := writeAll(t, tt.f, grids)
		if *update {
			if err := os.WriteFile(tt.golden, got, 0o644); err != nil {
				t.Fatal(err)
			}
		}
		if want := readFile(t, tt.golden); !bytes.Equal(got, want) {
			t.Errorf("%s: got\n%s\nwant\n%s", tt.golden, got, want)
		}
	}
}

// writeAll returns grids as a gridWriter writes them in form f.
func writeAll(t testing.TB, f form, grids []Grid) []byte {
	return written(t, f, func(gw *gridWriter) error {
		for i := range grids {
			if err := gw.write(&grids[i]); err != nil {
				return err
			}
		}
		return gw.close()
	})
}

// Each form's size and layout, checked without golden files: N grids are
// 163·N − 1 bytes in the grid form, 82·N in the line form, and with CRLF
// line ends 173·N − 2 and 83·N.
func TestFormatLayout(t *testing.T) {
	grids := loadPuzzles(t, "testdata/grid.txt")
	n := len(grids)
	for _, tt := range []struct {
		f    form
		size int
	}{
		{form{}, 163*n - 1},
		{form{layout: lineLayout}, 82 * n},
		{form{crlf: true}, 173*n - 2},
		{form{layout: lineLayout, crlf: true}, 83 * n},
	} {
		text := writeAll(t, tt.f, grids)
		if len(text) != tt.size || tt.f.outputSize(int64(n)) != int64(tt.size) {
			t.Errorf("%+v: %d grids in %d bytes, outputSize %d; want %d", tt.f, n, len(text), tt.f.outputSize(int64(n)), tt.size)
		}
		lf := strings.ReplaceAll(string(text), "\r\n", "\n")
		if tt.f.crlf == (lf == string(text)) || strings.Contains(lf, " \n") || strings.HasSuffix(lf, "\n\n") || strings.Contains(lf, "\n\n\n") {
			t.Errorf("%+v: bad spacing:\n%q", tt.f, text)
		}
		back, err := parseOutput(text, tt.f.lineForm())
		if err != nil {
			t.Fatalf("%+v: %v", tt.f, err)
		}
		for i := range grids {
			if back[i] != grids[i] {
				t.Errorf("%+v: grid %d reads back as\n%s", tt.f, i+1, textOf(form{}, back[i]))
			}
		}
	}
}

// The pretty and html forms read back as the puzzles written, with either
// line end; html's solutions, which -solutions adds after the puzzles, are
// not read as puzzles.
func TestFormsReadBack(t *testing.T) {
	grids := loadPuzzles(t, "testdata/grid.txt")
	for _, f := range []form{{layout: prettyLayout}, {layout: htmlLayout}, {layout: htmlLayout, crlf: true}} {
		var want []string
		for _, g := range grids {
			want = append(want, textOf(form{layout: lineLayout}, g))
		}
		text := writeAll(t, f, grids)
		if f.layout == htmlLayout {
			text = written(t, f, func(gw *gridWriter) error {
				if err := gw.keepSolutions(); err != nil {
					return err
				}
				for i := range grids {
					sol := grids[i]
					if solve(&sol, 1) != 1 {
						return fmt.Errorf("puzzle %d: no solution", i+1)
					}
					if err := gw.writePuzzle(&grids[i], &sol); err != nil {
						return err
					}
				}
				return gw.close()
			})
		}
		var got []string
		for p, err := range readPuzzles(bytes.NewReader(text), "t") {
			if err != nil {
				t.Fatalf("%+v: %v", f, err)
			}
			got = append(got, textOf(form{layout: lineLayout}, p.grid))
		}
		if strings.Join(got, "") != strings.Join(want, "") {
			t.Errorf("%+v: read back\n%s\nwant\n%s", f, strings.Join(got, ""), strings.Join(want, ""))
		}
	}
}

// The pretty form, read independently: nine rows in bordered boxes, .
// for a blank, 13 lines of 25 characters a grid, an empty line between
// grids.
func TestPretty(t *testing.T) {
	grids := loadPuzzles(t, "testdata/grid.txt")
	for _, crlf := range []bool{false, true} {
		f := form{layout: prettyLayout, crlf: crlf}
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
			var g Grid
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
	grids := loadPuzzles(t, "testdata/grid.txt")
	for len(grids) < 13 {
		grids = append(grids, grids...)
	}
	grids = grids[:13]
	page := writeAll(t, form{layout: htmlLayout}, grids)
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
	puzzles := loadPuzzles(t, "testdata/17clue.txt")[:8]
	page := written(t, form{layout: htmlLayout}, func(gw *gridWriter) error {
		if err := gw.keepSolutions(); err != nil {
			return err
		}
		for i := range puzzles {
			sol := puzzles[i]
			solve(&sol, 1)
			if err := gw.writePuzzle(&puzzles[i], &sol); err != nil {
				return err
			}
		}
		return gw.close()
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
		if err := checkSolution(&puzzles[k], &got.grids[8+k]); err != nil {
			t.Errorf("solution %d: %v", k+1, err)
		}
	}
	if names := dirNames(t, os.Getenv("TMPDIR")); len(names) != 0 {
		t.Errorf("left %v", names)
	}
}

// A page is what readHTML finds in the html form.
type page struct {
	sheets  []int // grids on each sheet
	grids   []Grid
	numbers []string // each grid's caption
}

// readHTML reads a page of the html form as XML, strictly, and fails on
// anything that would fetch or run something.
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
				p.grids = append(p.grids, Grid{})
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

// Every mode writes the forms for print: -c, -n and -s, the html form
// a page of their grids and the pretty form bordered grids.
func TestPrintRuns(t *testing.T) {
	dir := testDir(t, map[string]string{"p.txt": string(readFile(t, "testdata/grid.txt"))})
	for _, tt := range []struct {
		args []string
		n    int
	}{
		{[]string{"-c", "7", "-seed", "1"}, 7},
		{[]string{"-n", "8", "-u", "-seed", "1"}, 8},
		{[]string{"-s", "p.txt"}, 3},
	} {
		plain := sudoku(t, dir, "", append(tt.args, "-o", "-")...)
		html := sudoku(t, dir, "", append(tt.args, "-o", "-", "-format", "html")...)
		pretty := sudoku(t, dir, "", append(tt.args, "-o", "-", "-format", "pretty")...)
		if plain.code != 0 || html.code != 0 || pretty.code != 0 {
			t.Fatalf("%v: status %d, %d, %d: %s%s%s", tt.args, plain.code, html.code, pretty.code, plain.stderr, html.stderr, pretty.stderr)
		}
		grids := parseGrids(t, []byte(plain.stdout))
		p, err := readHTML([]byte(html.stdout))
		if err != nil || len(grids) != tt.n || !slices.Equal(p.grids, grids) {
			t.Errorf("%v -format html: %v; %d grids, want the %d of the grid form", tt.args, err, len(p.grids), len(grids))
		}
		if want := string(writeAll(t, form{layout: prettyLayout}, grids)); pretty.stdout != want {
			t.Errorf("%v -format pretty:\n%s\nwant\n%s", tt.args, pretty.stdout, want)
		}
		// -s reads the pretty form back: it solves each grid as in the grid form.
		back := sudoku(t, dir, pretty.stdout, "-s", "-", "-o", "-")
		if want := sudoku(t, dir, plain.stdout, "-s", "-", "-o", "-"); back.code != 0 || back.stdout != want.stdout {
			t.Errorf("%v: -s of the pretty form: status %d, %s", tt.args, back.code, back.stderr)
		}
	}
	got := sudoku(t, dir, "", "-check", "p.txt", "-format", "pretty")
	if want := "sudoku: -format pretty: -check reads the grid or line form\n" + usageHint; got.code != 2 || got.stderr != want {
		t.Errorf("-check -format pretty: status %d, stderr %q", got.code, got.stderr)
	}
}

// -n and -s with -solutions print the puzzles, then their solutions, and
// leave no temporary file; -solutions goes with the html form only.
func TestSolutionsRuns(t *testing.T) {
	tmp := t.TempDir()
	t.Setenv("TMPDIR", tmp)
	dir := testDir(t, map[string]string{"p.txt": string(readFile(t, "testdata/17clue.txt"))})
	puzzles := loadPuzzles(t, filepath.Join(dir, "p.txt"))
	for _, args := range [][]string{{"-n", "8", "-u", "-seed", "2"}, {"-s", "p.txt"}} {
		got := sudoku(t, dir, "", append(args, "-format", "html", "-solutions", "-o", "page.html")...)
		if got.code != 0 || got.stderr != "" {
			t.Fatalf("%v: status %d, %s", args, got.code, got.stderr)
		}
		p, err := readHTML(readFile(t, filepath.Join(dir, "page.html")))
		if err != nil {
			t.Fatal(err)
		}
		n := len(p.grids) / 2
		if args[0] == "-s" && (n != len(puzzles) || !slices.Equal(p.grids[:n], puzzles)) {
			t.Fatalf("-s: the page's puzzles are not the file's")
		}
		if len(p.grids) != 2*n || n == 0 {
			t.Fatalf("%v: %d grids", args, len(p.grids))
		}
		for k := range n {
			if err := checkSolution(&p.grids[k], &p.grids[n+k]); err != nil || p.numbers[n+k] != fmt.Sprint("solution ", k+1) {
				t.Errorf("%v: solution %d (%q): %v", args, k+1, p.numbers[n+k], err)
			}
		}
	}
	got := sudoku(t, dir, "", "-n", "3", "-solutions")
	if want := "sudoku: -solutions goes with -format html\n" + usageHint; got.code != 2 || got.stderr != want {
		t.Errorf("-solutions without html: status %d, %q", got.code, got.stderr)
	}
	got = sudoku(t, dir, "", "-c", "3", "-solutions", "-format", "html")
	if want := "sudoku: -solutions applies only to -s and -n\n" + usageHint; got.code != 2 || got.stderr != want {
		t.Errorf("-c -solutions: status %d, %q", got.code, got.stderr)
	}
	if names := dirNames(t, tmp); len(names) != 0 {
		t.Errorf("left %v", names)
	}
}
