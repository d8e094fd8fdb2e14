package rate

// These tests set up boards and call the finders, which only the package sees.

import (
	"strings"
	"testing"

	"sudoku/internal/board"
	"sudoku/internal/oracle"
)

// position returns a board to explain, drawn as nine rows of nine cells:
// "." for every candidate, digits for those candidates, "-" and digits for
// every candidate but those, "=" and a digit for a placed digit, which is
// then no candidate of the cells that share a unit with it.
func position(t testing.TB, rows string) *Solver {
	t.Helper()
	s := &Solver{chain: new(chainSearch), text: true, st: step{cell: -1}}
	cells := strings.Fields(rows)
	if len(cells) != 81 {
		t.Fatalf("%d cells", len(cells))
	}
	for i, cell := range cells {
		var set uint16
		switch {
		case cell == ".":
			set = 0x3fe
		case cell[0] == '=':
			s.grid[i] = cell[1] - '0'
			continue
		case cell[0] == '-':
			set = 0x3fe
			for _, c := range cell[1:] {
				set &^= 1 << (c - '0')
			}
		default:
			for _, c := range cell {
				set |= 1 << (c - '0')
			}
		}
		s.cand[i] = set
		s.open++
	}
	for i, d := range s.grid {
		for _, u := range oracle.CellUnits[i] {
			for _, j := range oracle.Units[u] {
				if d != 0 && j != i {
					s.cand[j] &^= 1 << d
				}
			}
		}
	}
	return s
}

// free is a board where every cell has every candidate.
var free = strings.Repeat(". . . . . . . . .\n", 9)

// with returns rows with the cells given, by row and column from 1, set
// to the cells of position: with(free, "r1c2", "12") has r1c2 hold 1 and
// 2, and every other cell every digit.
func with(rows string, cells ...string) string {
	f := strings.Fields(rows)
	for k := 0; k < len(cells); k += 2 {
		r, c := int(cells[k][1]-'1'), int(cells[k][3]-'1')
		f[r*9+c] = cells[k+1]
	}
	var b strings.Builder
	for i, cell := range f {
		b.WriteString(cell)
		b.WriteByte(" \n"[boolInt(i%9 == 8)])
	}
	return b.String()
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// without returns rows with digits d removed from every cell of the
// houses named ("row 1", "column 5", "box 9") but the cells listed.
func without(rows, digits, house string, keep ...string) string {
	var kind, n int
	for k, name := range []string{"row ", "column ", "box "} {
		if strings.HasPrefix(house, name) {
			kind, n = k, int(house[len(name)]-'1')
		}
	}
	var args []string
	for _, i := range oracle.Units[kind*9+n] {
		name := board.CellName(i)
		keepIt := false
		for _, k := range keep {
			keepIt = keepIt || k == name
		}
		if !keepIt {
			args = append(args, name, "-"+digits)
		}
	}
	return with(rows, args...)
}

// techniqueTests hold positions where a technique applies, with the step
// it takes, and positions where it must not, with no step.
var techniqueTests = []struct {
	name string
	tech technique
	rows string
	want string // the step, without its number; "" for none
}{
	{"naked single", nakedSingle, with(free, "r5c5", "4"),
		"naked single: r5c5=4"},
	{"no naked single", nakedSingle, free, ""},
	{"hidden single in a box", hiddenSingle, without(free, "6", "box 5", "r5c5"),
		"hidden single in box 5: r5c5=6"},
	{"hidden single in a row", hiddenSingle, without(free, "2", "row 3", "r3c7"),
		"hidden single in row 3: r3c7=2"},
	{"no hidden single", hiddenSingle, without(free, "6", "box 5", "r5c5", "r4c4"), ""},
	{"pointing", pointing, without(free, "7", "box 2", "r1c4", "r1c6"),
		"pointing: 7 in box 2 only in row 1: r1c1<>7 r1c2<>7 r1c3<>7 r1c7<>7 r1c8<>7 r1c9<>7"},
	{"pointing along a column", pointing, without(free, "3", "box 9", "r7c8", "r9c8"),
		"pointing: 3 in box 9 only in column 8: r1c8<>3 r2c8<>3 r3c8<>3 r4c8<>3 r5c8<>3 r6c8<>3"},
	{"no pointing: two rows", pointing, without(free, "7", "box 2", "r1c4", "r2c6"), ""},
	{"no pointing: nothing to remove", pointing,
		without(without(free, "7", "box 2", "r1c4", "r1c6"), "7", "row 1", "r1c4", "r1c6"), ""},
	{"claiming", claiming, without(free, "3", "row 4", "r4c4", "r4c6"),
		"claiming: 3 in row 4 only in box 5: r5c4<>3 r5c5<>3 r5c6<>3 r6c4<>3 r6c5<>3 r6c6<>3"},
	{"claiming in a column", claiming, without(free, "8", "column 2", "r7c2", "r8c2", "r9c2"),
		"claiming: 8 in column 2 only in box 7: r7c1<>8 r7c3<>8 r8c1<>8 r8c3<>8 r9c1<>8 r9c3<>8"},
	{"no claiming", claiming, without(free, "3", "row 4", "r4c4", "r4c7"), ""},
	{"naked pair", nakedPair, with(free, "r1c1", "12", "r1c5", "12"),
		"naked pair in row 1: r1c1 and r1c5 hold only 1 and 2: r1c2<>1 r1c2<>2 r1c3<>1 r1c3<>2 " +
			"r1c4<>1 r1c4<>2 r1c6<>1 r1c6<>2 r1c7<>1 r1c7<>2 r1c8<>1 r1c8<>2 r1c9<>1 r1c9<>2"},
	{"no naked pair", nakedPair, with(free, "r1c1", "12", "r1c5", "13"), ""},
	{"hidden pair", hiddenPair, without(free, "48", "box 9", "r7c7", "r9c9"),
		"hidden pair in box 9: 4 and 8 only in r7c7 and r9c9: r7c7<>1 r7c7<>2 r7c7<>3 r7c7<>5 r7c7<>6 " +
			"r7c7<>7 r7c7<>9 r9c9<>1 r9c9<>2 r9c9<>3 r9c9<>5 r9c9<>6 r9c9<>7 r9c9<>9"},
	{"no hidden pair", hiddenPair, without(free, "48", "box 9", "r7c7", "r9c9", "r8c8"), ""},
	{"x-wing", xWing, without(without(free, "1", "row 1", "r1c2", "r1c7"), "1", "row 5", "r5c2", "r5c7"),
		"x-wing: 1 in rows 1 and 5 only in columns 2 and 7: r2c2<>1 r2c7<>1 r3c2<>1 r3c7<>1 r4c2<>1 " +
			"r4c7<>1 r6c2<>1 r6c7<>1 r7c2<>1 r7c7<>1 r8c2<>1 r8c7<>1 r9c2<>1 r9c7<>1"},
	{"no x-wing", xWing, without(without(free, "1", "row 1", "r1c2", "r1c7"), "1", "row 5", "r5c2", "r5c7", "r5c9"), ""},
	{"naked triple", nakedTriple, with(free, "r9c1", "12", "r9c4", "23", "r9c8", "13"),
		"naked triple in row 9: r9c1, r9c4 and r9c8 hold only 1, 2 and 3: r9c2<>1 r9c2<>2 r9c2<>3 " +
			"r9c3<>1 r9c3<>2 r9c3<>3 r9c5<>1 r9c5<>2 r9c5<>3 r9c6<>1 r9c6<>2 r9c6<>3 r9c7<>1 r9c7<>2 " +
			"r9c7<>3 r9c9<>1 r9c9<>2 r9c9<>3"},
	{"no naked triple", nakedTriple, with(free, "r9c1", "12", "r9c4", "23", "r9c8", "14"), ""},
	{"hidden triple", hiddenTriple,
		with(without(free, "567", "column 5", "r1c5", "r4c5", "r8c5"), "r1c5", "-1", "r4c5", "-12", "r8c5", "5679"),
		"hidden triple in column 5: 5, 6 and 7 only in r1c5, r4c5 and r8c5: r1c5<>2 r1c5<>3 r1c5<>4 " +
			"r1c5<>8 r1c5<>9 r4c5<>3 r4c5<>4 r4c5<>8 r4c5<>9 r8c5<>9"},
	{"no hidden triple", hiddenTriple, without(free, "567", "column 5", "r1c5", "r4c5", "r8c5", "r9c5"), ""},
	{"swordfish", swordfish,
		without(without(without(free, "9", "column 1", "r2c1", "r4c1"), "9", "column 5", "r4c5", "r8c5"), "9", "column 9", "r2c9", "r8c9"),
		"swordfish: 9 in columns 1, 5 and 9 only in rows 2, 4 and 8: r2c2<>9 r2c3<>9 r2c4<>9 r2c6<>9 " +
			"r2c7<>9 r2c8<>9 r4c2<>9 r4c3<>9 r4c4<>9 r4c6<>9 r4c7<>9 r4c8<>9 r8c2<>9 r8c3<>9 r8c4<>9 " +
			"r8c6<>9 r8c7<>9 r8c8<>9"},
	{"no swordfish", swordfish,
		without(without(without(free, "9", "column 1", "r2c1", "r4c1"), "9", "column 5", "r4c5", "r8c5"), "9", "column 9", "r2c9", "r7c9"), ""},
	{"xy-wing", xyWing, with(free, "r5c5", "12", "r5c1", "13", "r2c5", "23"),
		"xy-wing: pivot r5c5 (12), pincers r2c5 (23) and r5c1 (13): r2c1<>3"},
	{"no xy-wing", xyWing, with(free, "r5c5", "12", "r5c1", "13", "r2c5", "24"), ""},
	{"xyz-wing", xyzWing, with(free, "r5c5", "123", "r5c1", "13", "r4c6", "23"),
		"xyz-wing: pivot r5c5 (123), pincers r4c6 (23) and r5c1 (13): r5c4<>3 r5c6<>3"},
	{"no xyz-wing", xyzWing, with(free, "r5c5", "123", "r5c1", "13", "r4c6", "24"), ""},
	{"unique rectangle", uniqueRectangle, with(free, "r1c1", "12", "r1c4", "12", "r2c1", "12", "r2c4", "1234"),
		"unique rectangle: 1 and 2 in r1c1, r1c4, r2c1 and r2c4: r2c4<>1 r2c4<>2"},
	{"no unique rectangle: the fourth lacks 2", uniqueRectangle, with(free, "r1c1", "12", "r1c4", "12", "r2c1", "12", "r2c4", "134"), ""},
	{"no unique rectangle: two with more", uniqueRectangle, with(free, "r1c1", "12", "r1c4", "123", "r2c1", "12", "r2c4", "124"), ""},
	{"no unique rectangle in one box", uniqueRectangle, with(free, "r1c1", "12", "r1c2", "12", "r2c1", "12", "r2c2", "1234"), ""},
	{"no unique rectangle in four boxes", uniqueRectangle, with(free, "r1c1", "12", "r1c4", "12", "r4c1", "12", "r4c4", "1234"), ""},
	{"naked quad", nakedQuad, with(free, "r5c1", "12", "r5c3", "34", "r5c6", "13", "r5c9", "24"),
		"naked quad in row 5: r5c1, r5c3, r5c6 and r5c9 hold only 1, 2, 3 and 4: r5c2<>1 r5c2<>2 " +
			"r5c2<>3 r5c2<>4 r5c4<>1 r5c4<>2 r5c4<>3 r5c4<>4 r5c5<>1 r5c5<>2 r5c5<>3 r5c5<>4 r5c7<>1 " +
			"r5c7<>2 r5c7<>3 r5c7<>4 r5c8<>1 r5c8<>2 r5c8<>3 r5c8<>4"},
	{"no naked quad", nakedQuad, with(free, "r5c1", "12", "r5c3", "34", "r5c6", "13", "r5c9", "25"), ""},
	{"hidden quad", hiddenQuad,
		with(without(free, "1234", "box 1", "r1c1", "r1c2", "r2c1", "r3c3"), "r1c1", "1256", "r1c2", "3478", "r2c1", "1234", "r3c3", "24"),
		"hidden quad in box 1: 1, 2, 3 and 4 only in r1c1, r1c2, r2c1 and r3c3: r1c1<>5 r1c1<>6 r1c2<>7 r1c2<>8"},
	{"no hidden quad", hiddenQuad, without(free, "1234", "box 1", "r1c1", "r1c2", "r2c1", "r3c3", "r3c2"), ""},
	{"jellyfish", jellyfish, jellyfishRows,
		"jellyfish: 5 in rows 1, 3, 6 and 9 only in columns 2, 4, 7 and 8: r2c2<>5 r2c4<>5 r2c7<>5 " +
			"r2c8<>5 r4c2<>5 r4c4<>5 r4c7<>5 r4c8<>5 r5c2<>5 r5c4<>5 r5c7<>5 r5c8<>5 r7c2<>5 r7c4<>5 " +
			"r7c7<>5 r7c8<>5 r8c2<>5 r8c4<>5 r8c7<>5 r8c8<>5"},
	{"no jellyfish", jellyfish, without(jellyfishRows, "5", "row 9", "r9c8", "r9c1"), ""},
	{"bug+1", bugPlusOne, bugRows, "bug+1: all open cells but r6c3 have two candidates: r6c3=3"},
	{"no bug+1: no cell with three", bugPlusOne, with(bugRows, "r6c3", "69"), ""},
	{"no bug+1: not a grave", bugPlusOne, "123 34 34 12 12 12 12 12 12\n" + strings.Repeat("12 12 12 12 12 12 12 12 12\n", 8), ""},
	{"remote pair", remotePair, with(free, "r1c1", "12", "r1c5", "12", "r5c5", "12", "r5c8", "12"),
		"remote pair of 1 and 2: r1c1-r1c5-r5c5-r5c8: r1c8<>1 r1c8<>2 r5c1<>1 r5c1<>2"},
	{"no remote pair", remotePair, with(free, "r1c1", "12", "r1c5", "12", "r5c5", "12", "r5c8", "13"), ""},
	{"x-chain", xChain, without(without(free, "5", "row 1", "r1c2", "r1c8"), "5", "row 4", "r4c3", "r4c8"),
		"x-chain: (5)r1c2=(5)r1c8-(5)r4c8=(5)r4c3: r2c3<>5 r3c3<>5 r5c2<>5 r6c2<>5"},
	{"no x-chain", xChain, without(without(free, "5", "row 1", "r1c2", "r1c8"), "5", "row 4", "r4c3", "r4c5", "r4c8"), ""},
	{"no x-chain through two digits of a cell", xChain, without(free, "56", "row 1", "r1c2", "r1c8"), ""},
	{"xy-chain", xyChain, with(free, "r1c1", "12", "r1c6", "23", "r5c6", "34", "r5c9", "14"),
		"xy-chain: (1=2)r1c1-(2=3)r1c6-(3=4)r5c6-(4=1)r5c9: r1c9<>1 r5c1<>1"},
	{"no xy-chain", xyChain, with(free, "r1c1", "12", "r1c6", "23", "r5c6", "34", "r5c9", "45"), ""},
	{"aic", aic, with(without(without(free, "1", "row 1", "r1c1", "r1c5"), "2", "column 1", "r2c1", "r5c1"), "r5c5", "12"),
		"aic: (1)r1c1=(1)r1c5-(1=2)r5c5-(2)r5c1=(2)r2c1: r2c1<>1"},
	{"no aic", aic, with(without(without(free, "1", "row 1", "r1c1", "r1c5"), "2", "column 1", "r2c1", "r5c1"), "r5c5", "123"), ""},
	{"grouped aic", groupedAIC, without(without(free, "1", "row 1", "r1c1", "r1c7", "r1c8", "r1c9"), "1", "row 2", "r2c3", "r2c9"),
		"grouped aic: (1)r1c1=(1)r1c789-(1)r2c9=(1)r2c3: r3c1<>1 r3c2<>1 r3c3<>1"},
	{"no grouped aic", groupedAIC, without(without(free, "1", "row 1", "r1c1", "r1c5", "r1c7", "r1c8", "r1c9"), "1", "row 2", "r2c3", "r2c9"), ""},
	{"no forcing", forcing, free, ""},
}

// jellyfishRows has 5 in rows 1, 3, 6 and 9 only in columns 2, 4, 7 and
// 8, no three of the rows in three columns.
var jellyfishRows = without(without(without(without(free,
	"5", "row 1", "r1c2", "r1c4"), "5", "row 3", "r3c4", "r3c7"),
	"5", "row 6", "r6c7", "r6c8"), "5", "row 9", "r9c8", "r9c2")

// bugRows is a board met explaining a puzzle of top1465: every open cell
// holds two candidates but r6c3, and each candidate has two places in each
// house but 3 in row 6, column 3 and box 4, where it has three.
const bugRows = `=3 =6 =4 =8 =9 =1 =5 =7 =2
=9 =5 =8 =2 =4 =7 =3 =6 =1
=1 =7 =2 56 56 =3 =9 =4 =8
=4 39 =7 =1 =8 =5 =2 39 =6
=2 =1 36 =4 36 =9 =8 =5 =7
=5 =8 369 36 =7 =2 =1 39 =4
=6 =2 39 35 =1 =4 =7 =8 59
=8 39 =1 =7 35 =6 =4 =2 59
=7 =4 =5 =9 =2 =8 =6 =1 =3
`

// lastResortTests hold boards met explaining the first two puzzles of
// top1465, each before its first step of a last resort, with the puzzle's
// solution, which the step must keep.
var lastResortTests = []struct {
	name string
	tech technique
	rows string
	sol  string
	want string
}{
	{"forcing", forcing, `=4 569 1268 5789 =3 1578 25 2567 5679
1237 359 12 =6 127 14579 =8 2357 34579
23678 3569 268 45789 278 45789 2345 23567 =1
1236 346 1246 378 =5 13678 23 =9 378
123 =8 59 3479 17 13479 =6 12357 357
136 =7 59 =2 168 13689 345 1358 3458
68 46 468 =1 =9 =2 =7 35 35
=5 =1 =3 78 678 678 =9 =4 =2
=9 =2 =7 35 =4 35 =1 68 68
`, "468931527751624839392578461134756298289413675675289314846192753513867942927345186",
		"forcing: r3c4=7 leaves r4c2 no candidate after 10 singles: r3c4<>7"},
	{"trial", trial, `=7 126 =8 459 4569 4569 =3 1456 125
49 36 3469 =2 3456 =1 4679 4578 578
=5 1236 123469 78 346 78 2469 146 129
189 =4 1579 3579 59 3579 178 =2 =6
=3 1267 1269 479 =8 24679 147 1457 157
268 578 2567 =1 2456 2467 478 =9 =3
128 =9 1357 =6 125 2358 127 1378 =4
12468 12368 12346 3489 =7 23489 =5 1368 1289
12468 3578 1234567 34589 1249 234589 12679 13678 12789
`, "728946315934251678516738249147593826369482157852167493293615784481379562675824931",
		"trial: r2c1=4 leads to no solution: r2c1<>4"},
	{"no trial: solved", trial, solvedRows,
		"728946315934251678516738249147593826369482157852167493293615784481379562675824931", ""},
}

// solvedRows is the solution of the second puzzle of top1465, placed.
var solvedRows = func() string {
	var b strings.Builder
	for i, c := range "728946315934251678516738249147593826369482157852167493293615784481379562675824931" {
		b.WriteString("=" + string(c) + " \n"[boolInt(i%9 == 8):][:1])
	}
	return b.String()
}()

func TestTechniques(t *testing.T) {
	for _, tt := range techniqueTests {
		t.Run(tt.name, func(t *testing.T) {
			s := position(t, tt.rows)
			got := ""
			if finders[tt.tech](s) {
				s.st.tech = tt.tech
				s.take()
				got = strings.TrimSuffix(strings.TrimPrefix(string(s.out), "1. "), "\n")
			}
			if got != tt.want {
				t.Errorf("got\n%s\nwant\n%s", got, tt.want)
			}
		})
	}
}

// The last resorts on real boards take a step that keeps the solution.
func TestLastResorts(t *testing.T) {
	for _, tt := range lastResortTests {
		t.Run(tt.name, func(t *testing.T) {
			s := position(t, tt.rows)
			for i, c := range tt.sol {
				s.sol[i] = uint8(c - '0')
			}
			got := ""
			if finders[tt.tech](s) {
				for i, m := range s.st.elim {
					if m&(1<<s.sol[i]) != 0 {
						t.Errorf("removes the solution's %d from %s", s.sol[i], board.CellName(i))
					}
				}
				s.st.tech = tt.tech
				s.take()
				got = strings.TrimSuffix(strings.TrimPrefix(string(s.out), "1. "), "\n")
			}
			if got != tt.want {
				t.Errorf("got\n%s\nwant\n%s", got, tt.want)
			}
		})
	}
}

// A technique that looks at one house or digit at a time passes over
// those where it found nothing and whose candidates have not changed
// since, the xy-chains are not looked for again until the cells of two
// candidates change, the chains' search keeps no chain that ends before
// its start, and a forcing's trial stops where it can no longer be the
// best: the steps are the same as when they look everywhere, on puzzles
// of each level, and they do pass over some.
func TestFailsPassOver(t *testing.T) {
	var kept, everywhere Solver
	n := 100
	if testing.Short() {
		n = 30
	}
	passed := 0
	for _, name := range []string{"dug_m2.txt", "dug_m3.txt", "dug_u.txt", "grouped.txt", "forcing.txt"} {
		puzzles := oracle.Puzzles(t, "testdata/"+name)
		for _, p := range puzzles[:min(n, len(puzzles))] {
			sol := oracle.Solution(t, p)
			kept.Init(&p, &sol, true)
			kept.Solve()
			everywhere.Init(&p, &sol, true)
			everywhere.fails.everywhere = true
			everywhere.Solve()
			if string(kept.Text()) != string(everywhere.Text()) {
				t.Fatalf("%v: passing over what found nothing, the steps are\n%s\nlooking everywhere\n%s", p, kept.Text(), everywhere.Text())
			}
			for _, at := range kept.fails.house[0][2] {
				if at > 0 && at < kept.version() {
					passed++ // found nothing before the last step
				}
			}
		}
	}
	if passed == 0 {
		t.Error("no house found nothing before the last step: nothing to pass over")
	}
}

// The chains' search from starts in batches keeps the chains the search
// from each start alone keeps, in batches of 64 and of 5 (where a batch
// must find a chain shorter than those of the batches before it), on
// puzzles of each level, of which some need chains of each kind.
func TestChainBatchesAsAlone(t *testing.T) {
	var batches, alone Solver
	var used [NTechniques]int
	for _, name := range []string{"dug_m3.txt", "dug_u.txt", "dug_u50.txt", "grouped.txt"} {
		puzzles := oracle.Puzzles(t, "testdata/"+name)
		if testing.Short() {
			puzzles = puzzles[:min(30, len(puzzles))]
		}
		for _, p := range puzzles {
			sol := oracle.Solution(t, p)
			alone.Init(&p, &sol, true)
			alone.chain.alone = true
			alone.Solve()
			alone.chain.alone = false
			for _, size := range []int{64, 5} {
				batches.Init(&p, &sol, true)
				batches.chain.batchSize = size
				batches.Solve()
				if string(batches.Text()) != string(alone.Text()) {
					t.Fatalf("%v: searching in batches of %d, the steps are\n%s\nsearching from each start alone\n%s", p, size, batches.Text(), alone.Text())
				}
			}
			batches.chain.batchSize = 0
			for k, n := range batches.Used() {
				used[k] += n
			}
		}
	}
	for _, k := range []technique{xChain, xyChain, aic, groupedAIC} {
		if used[k] == 0 {
			t.Errorf("no %s: the test does not try it", TechniqueNames[k])
		}
	}
}
