package fake

import (
	"bufio"
	"fmt"
	"math/bits"
	"os"
)

// solve writes the solutions of the puzzles in the file name, read as the
// course lays them out: every 81 digits a puzzle, 0 a blank.
func solve(name, fault string) {
	if fault == "ignoresfile" {
		write([][81]int{gridAt(0, int(first[0]-'0'))}, fault)
		return
	}
	puzzles, err := read(name)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	for k := range puzzles {
		if !fill(&puzzles[k]) {
			fmt.Fprintf(os.Stderr, "puzzle %d has no solution\n", k+1)
			os.Exit(1)
		}
	}
	if fault == "changesgiven" && len(puzzles) > 1 {
		g := &puzzles[1] // the digits 1 and 2 swapped: still a solution, but not of the puzzle
		for i, v := range g {
			switch v {
			case 1:
				g[i] = 2
			case 2:
				g[i] = 1
			}
		}
	}
	write(puzzles, fault)
}

// read returns the puzzles of the file name.
func read(name string) ([][81]int, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var puzzles [][81]int
	var p [81]int
	n := 0
	r := bufio.NewReader(f)
	for {
		c, err := r.ReadByte()
		if err != nil {
			break
		}
		if c >= '0' && c <= '9' {
			p[n] = int(c - '0')
			if n++; n == 81 {
				puzzles, n = append(puzzles, p), 0
			}
		}
	}
	return puzzles, nil
}

// fill solves g by trying each digit of the open cell with the fewest,
// and reports whether it could.
func fill(g *[81]int) bool {
	best, bestFree := -1, 10
	var free uint16
	for i, v := range g {
		if v != 0 {
			continue
		}
		f := candidates(g, i)
		if n := bits.OnesCount16(f); n < bestFree {
			best, bestFree, free = i, n, f
		}
	}
	if best < 0 {
		return true
	}
	for d := 1; d <= 9; d++ {
		if free&(1<<d) != 0 {
			g[best] = d
			if fill(g) {
				return true
			}
		}
	}
	g[best] = 0
	return false
}

// candidates returns the digits cell i of g can take, as bits 1 to 9.
func candidates(g *[81]int, i int) uint16 {
	r, c := i/9, i%9
	var used uint16
	for k := range 9 {
		b := (r/3*3+k/3)*9 + c/3*3 + k%3
		used |= 1<<g[r*9+k] | 1<<g[k*9+c] | 1<<g[b]
	}
	return 0x3fe &^ used
}
