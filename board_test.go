package main

import (
	"bytes"
	"os"
	"strings"
	"testing"
)

// TestFormat checks the output forms against golden files.
func TestFormat(t *testing.T) {
	grids := loadPuzzles(t, "testdata/grid.txt")
	for _, tt := range []struct {
		golden string
		line   bool
	}{{"testdata/format.grid.golden", false}, {"testdata/format.line.golden", true}} {
		got := writeAll(t, form{lineForm: tt.line}, grids)
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
		return nil
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
		{form{lineForm: true}, 82 * n},
		{form{crlf: true}, 173*n - 2},
		{form{lineForm: true, crlf: true}, 83 * n},
	} {
		text := writeAll(t, tt.f, grids)
		if len(text) != tt.size || tt.f.outputSize(int64(n)) != int64(tt.size) {
			t.Errorf("%+v: %d grids in %d bytes, outputSize %d; want %d", tt.f, n, len(text), tt.f.outputSize(int64(n)), tt.size)
		}
		lf := strings.ReplaceAll(string(text), "\r\n", "\n")
		if tt.f.crlf == (lf == string(text)) || strings.Contains(lf, " \n") || strings.HasSuffix(lf, "\n\n") || strings.Contains(lf, "\n\n\n") {
			t.Errorf("%+v: bad spacing:\n%q", tt.f, text)
		}
		back, err := parseOutput(text, tt.f.lineForm)
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
