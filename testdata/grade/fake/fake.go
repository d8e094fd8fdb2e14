// Package fake is a small sudoku program as a student might hand one in,
// with at most one fault, which the program that calls Main names. The
// tests of -grade build each program in the folders beside this one with
// a top-left digit built in:
//
//	go build -ldflags "-X sudoku/testdata/grade/fake.first=5" -o DIR ./testdata/grade/...
package fake

import (
	"bufio"
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"time"
)

// first is the top-left digit of every grid of -c.
var first = "5"

// Main runs the program with the fault named: "" for none.
func Main(fault string) {
	args := os.Args[1:]
	switch {
	case len(args) == 1 && args[0] == "outlive":
		time.Sleep(time.Minute) // the child that the fault "forks" leaves
	case len(args) == 2 && args[0] == "-c":
		if args[1] == "1" {
			hostile(fault) // once, at the first point
		}
		count(args[1], fault)
	case len(args) == 2 && args[0] == "-s":
		solve(args[1], fault)
	default:
		usage(fault)
	}
}

// usage says how the program is used, and exits.
func usage(fault string) {
	if fault != "silent" {
		fmt.Fprintln(os.Stderr, "usage: sudoku -c N | -s FILE")
	}
	os.Exit(1)
}

// count writes the grids of -c arg.
func count(arg, fault string) {
	n, err := strconv.Atoi(arg)
	switch {
	case err != nil && fault == "crash":
		panic(err)
	case (err != nil || n < 1) && fault == "writesonerror":
		os.WriteFile("sudoku.txt", nil, 0o644) // no grids
		fmt.Println("0 grids written to sudoku.txt")
		return
	case err != nil || n < 1:
		usage(fault)
	}
	d := int(first[0] - '0')
	if fault == "wrongfirst" {
		d = d%9 + 1
	}
	grids := make([][81]int, n)
	for k := range grids {
		grids[k] = gridAt(k, d)
	}
	switch {
	case fault == "duplicates" && n > 1:
		grids[n-1] = grids[0]
	case fault == "invalid" && n >= 37:
		spoil(&grids[36])
	case fault == "toofew" && n > 1:
		grids = grids[:n-1]
	}
	write(grids, fault)
	switch {
	case fault == "slow" && n == 1000:
		time.Sleep(time.Hour)
	case fault == "forks":
		child := exec.Command(os.Args[0], "outlive")
		detach(child)
		child.Start()
	}
}

// spoil writes 6 a second time in row 4 of g, beside the 6 it has.
func spoil(g *[81]int) {
	for c := range 9 {
		if g[27+c] == 6 {
			g[27+(c+1)%9] = 6
			return
		}
	}
}

// write writes grids to sudoku.txt, laid out as fault says.
func write(grids [][81]int, fault string) {
	f, err := os.Create("sudoku.txt")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	eol, sep := "\n", " "
	switch fault {
	case "crlf":
		eol = "\r\n"
	case "tabs":
		sep = "\t"
	}
	w := bufio.NewWriter(f)
	for k, g := range grids {
		if k > 0 {
			w.WriteString(eol)
		}
		for i, v := range g {
			w.WriteByte(byte('0' + v))
			switch {
			case i == 80 && k == len(grids)-1 && fault == "nonewline":
			case i%9 == 8:
				w.WriteString(eol)
			default:
				w.WriteString(sep)
			}
		}
	}
	if w.Flush() != nil || f.Close() != nil {
		os.Exit(1)
	}
}

// base is a solved grid, from which gridAt makes others.
const base = "534678912672195348198342567859761423426853791713924856961537284287419635345286179"

// perms lists the orders of three things.
var perms = [6][3]int{{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}}

// gridAt returns grid k of the 1,679,616 that base gives by moving its
// rows within their bands, its columns within their stacks, its bands and
// its stacks, with the digits named again so that d is top left. Base has
// no symmetry, so no two are equal.
func gridAt(k, d int) [81]int {
	rows, cols := order(k%216, k/46656%6), order(k/216%216, k/279936%6)
	var g [81]int
	for i := range g {
		g[i] = int(base[rows[i/9]*9+cols[i%9]] - '0')
	}
	top := g[0]
	for i, v := range g {
		switch v {
		case top:
			g[i] = d
		case d:
			g[i] = top
		}
	}
	return g
}

// order returns the order of nine rows or columns: within is three
// orders of three, the rows of each band, and outer the order of bands.
func order(within, outer int) [9]int {
	var o [9]int
	for i := range o {
		band := perms[outer][i/3]
		o[i] = 3*band + perms[within/pow6(band)%6][i%3]
	}
	return o
}

func pow6(n int) int {
	p := 1
	for range n {
		p *= 6
	}
	return p
}
