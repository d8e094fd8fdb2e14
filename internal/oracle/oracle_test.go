package oracle

import "testing"

// The grids made for the tests are valid and distinct, and written and
// read back as the program's forms lay them out.
func TestDistinctGrids(t *testing.T) {
	grids := DistinctGrids(5000, 360000*72-100)
	CheckGrids(t, grids, 5000, 0)
	for _, lineForm := range []bool{false, true} {
		back, err := ParseOutput([]byte(Text(lineForm, grids...)), lineForm)
		if err != nil || len(back) != len(grids) || back[17] != grids[17] {
			t.Fatalf("line form %v: read back %d grids, %v", lineForm, len(back), err)
		}
	}
}
