package dig

// These tests run the digger's tries one by one and shorten its tries of
// -se, which only the package sees.

import (
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"sudoku/internal/board"
	"sudoku/internal/oracle"
	"sudoku/internal/se"
)

// A puzzle of level 1 (singles) is rated 2.3 at most, and one of level 2
// 3.4 at most, as -m makes them.
func TestSELevels(t *testing.T) {
	n := 40
	if testing.Short() {
		n = 10
	}
	var e se.Engine
	for level, most := range map[int]int{1: 23, 2: 34} {
		d := newDigger(Spec{level: level})
		for k := range n {
			d.seed([2]uint64{9, 10}, uint64(k))
			p := d.next()
			if r := se.Tenths(e.Rate(&p).ER); r > most {
				t.Errorf("level %d puzzle %v rated %d.%d", level, p, r/10, r%10)
			}
		}
	}
}

// -n -se makes puzzles with one solution rated in the range, symmetric
// or minimal if asked, the same ones for a seed; a range too rare for the
// tries allowed is an error that says so. The quick run makes one each
// of the ranges below 4.0.
func TestSEMake(t *testing.T) {
	for _, tt := range []struct {
		lo, hi  int
		sym     symmetry
		minimal bool
	}{
		{15, 15, symNone, true}, {26, 34, symNone, true}, {42, 45, symRot180, true}, {55, 57, symNone, false},
	} {
		if testing.Short() && tt.lo >= 40 {
			continue
		}
		spec := Spec{unique: true, minimal: tt.minimal, sym: tt.sym, seLo: tt.lo, seHi: tt.hi}
		if !tt.minimal {
			spec.lo, spec.hi = 50, 58
		}
		d := newDigger(spec)
		var e se.Engine
		count := 3
		if testing.Short() {
			count = 1
		}
		for k := range count {
			d.seed([2]uint64{11, 12}, uint64(k))
			p := d.next()
			if d.err != nil {
				t.Fatal(d.err)
			}
			if n := oracle.CountSolutions(p, 2); n != 1 {
				t.Fatalf("%v: %d solutions", p, n)
			}
			if r := se.Tenths(e.Rate(&p).ER); r < tt.lo || r > tt.hi {
				t.Errorf("%v rated %d.%d, want %d.%d~%d.%d", p, r/10, r%10, tt.lo/10, tt.lo%10, tt.hi/10, tt.hi%10)
			}
			if err := oracle.CheckSymmetric(&p, tt.sym.String()); err != nil {
				t.Error(err)
			}
			if tt.minimal {
				if err := oracle.CheckMinimal(p, tt.sym.String()); err != nil {
					t.Error(err)
				}
			}
			d.seed([2]uint64{11, 12}, uint64(k))
			if q := d.next(); q != p {
				t.Errorf("the same seed made %v, then %v", p, q)
			}
		}
	}
	defer func(n int) { seTries = n }(seTries)
	seTries = 3
	d := newDigger(Spec{unique: true, minimal: true, seLo: 19, seHi: 19})
	d.seed([2]uint64{1, 2}, 0)
	if d.next(); d.err == nil || !strings.Contains(d.err.Error(), "could not make a puzzle rated 1.9~1.9 in 3 tries") {
		t.Errorf("error %v", d.err)
	}
}

// With the reference rater present (SE_REF names a command that rates
// each 81-character line of a file, as tools/sukaku's serate does), the
// SE rater agrees with it on fresh puzzles of every band: made with
// -n -u, -m 1 to 3 and -se, and drawn from the collections.
func TestSEReference(t *testing.T) {
	ref := os.Getenv("SE_REF")
	if ref == "" || testing.Short() {
		t.Skip("no reference rater: set SE_REF")
	}
	var puzzles []board.Grid
	specs := []Spec{{lo: 50, hi: 58, unique: true}, {level: 1}, {level: 2}, {level: 3},
		{unique: true, minimal: true, seLo: 60, seHi: 80}, {unique: true, minimal: true, seLo: 80, seHi: 90}}
	for _, spec := range specs {
		d := newDigger(spec)
		for k := range 10 {
			d.seed([2]uint64{13, 14}, uint64(k))
			puzzles = append(puzzles, d.next())
		}
	}
	for _, set := range oracle.DataSets {
		if set.Name != "serg" && set.Name != "hardest11plus" && set.Name != "hardest1106" {
			all := oracle.ReadData(t, set.File)
			for k := range 10 {
				puzzles = append(puzzles, all[k*len(all)/10])
			}
		}
	}
	want := referenceRatings(t, ref, puzzles)
	var e se.Engine
	exact := 0
	for k, p := range puzzles {
		got := se.Tenths(e.Rate(&p).ER)
		if got == want[k] {
			exact++
		} else {
			t.Errorf("%v: rated %d.%d, the reference %d.%d", p, got/10, got%10, want[k]/10, want[k]%10)
		}
	}
	t.Logf("against the reference: %d of %d puzzles rated the same", exact, len(puzzles))
}

// referenceRatings rates puzzles with the reference rater ref, in tenths.
func referenceRatings(t testing.TB, ref string, puzzles []board.Grid) []int {
	t.Helper()
	name := filepath.Join(t.TempDir(), "p.txt")
	if err := os.WriteFile(name, []byte(oracle.Text(true, puzzles...)), 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(ref, name).Output()
	if err != nil {
		t.Fatalf("%s: %v", ref, err)
	}
	fields := strings.Fields(string(out))
	if len(fields) != len(puzzles) {
		t.Fatalf("%s: %d ratings for %d puzzles", ref, len(fields), len(puzzles))
	}
	ratings := make([]int, len(fields))
	for k, f := range fields {
		r, err := strconv.ParseFloat(f, 64)
		if err != nil {
			t.Fatalf("%s: %q", ref, f)
		}
		ratings[k] = int(math.Round(r * 10))
	}
	return ratings
}
