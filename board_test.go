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

// The grid form's size and layout, checked without golden files.
func TestFormatLayout(t *testing.T) {
	grids := loadPuzzles(t, "testdata/grid.txt")
	text := string(writeAll(t, form{}, grids))
	if len(text) != 163*len(grids)-1 {
		t.Errorf("%d grids in %d bytes, want %d", len(grids), len(text), 163*len(grids)-1)
	}
	if strings.Contains(text, " \n") || strings.HasSuffix(text, "\n\n") || strings.Contains(text, "\n\n\n") {
		t.Errorf("bad spacing:\n%s", text)
	}
	back := parseGrids(t, []byte(text))
	for i := range grids {
		if back[i] != grids[i] {
			t.Errorf("grid %d reads back as\n%s", i+1, textOf(form{}, back[i]))
		}
	}
}
