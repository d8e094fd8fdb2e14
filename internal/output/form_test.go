package output_test

import (
	"bytes"
	"flag"
	"fmt"
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
	got, err := oracle.ReadHTML(page)
	if err != nil {
		t.Fatal(err)
	}
	if len(got.Sheets) != 3 || got.Sheets[0] != 6 || got.Sheets[1] != 6 || got.Sheets[2] != 1 {
		t.Errorf("grids on each sheet: %v, want [6 6 1]", got.Sheets)
	}
	if len(got.Grids) != len(grids) {
		t.Fatalf("%d grids, want %d", len(got.Grids), len(grids))
	}
	for k := range grids {
		if got.Grids[k] != grids[k] || got.Numbers[k] != fmt.Sprint(k+1) {
			t.Errorf("grid %d: number %q, %v; want %v", k+1, got.Numbers[k], got.Grids[k], grids[k])
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
	got, err := oracle.ReadHTML(page)
	if err != nil {
		t.Fatal(err)
	}
	if fmt.Sprint(got.Sheets) != "[6 2 6 2]" || len(got.Grids) != 16 {
		t.Fatalf("sheets %v, %d grids; want [6 2 6 2], 16", got.Sheets, len(got.Grids))
	}
	for k := range puzzles {
		if got.Grids[k] != puzzles[k] || got.Numbers[k] != fmt.Sprint(k+1) || got.Numbers[8+k] != fmt.Sprint("solution ", k+1) {
			t.Errorf("puzzle %d: %q, %q", k+1, got.Numbers[k], got.Numbers[8+k])
		}
		if err := oracle.CheckSolution(&puzzles[k], &got.Grids[8+k]); err != nil {
			t.Errorf("solution %d: %v", k+1, err)
		}
	}
	if names := oracle.DirNames(t, os.Getenv("TMPDIR")); len(names) != 0 {
		t.Errorf("left %v", names)
	}
}
