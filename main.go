// Sudoku generates solved sudoku grids and solves sudoku puzzles.
//
// Usage:
//
//	sudoku -c N [-first D] [-seed S] [-o FILE] [-format grid|line]
//	sudoku -s FILE [-o FILE] [-format grid|line]
//	sudoku -check FILE [-first D | -puzzles P] [-format grid|line]
//
// With -c, sudoku writes N distinct solved grids: at most 26,127,360, or
// 2,903,040 with -first. -first D fixes the top-left digit of every grid;
// -seed S makes the output the same, byte for byte, on every run with the
// same flags, and without it each run gives other grids.
//
// With -s, sudoku solves every puzzle in FILE, - being standard input, and
// writes one solution for each, in order. A puzzle is nine rows of nine
// digits separated by spaces, 0 for a blank, with an empty line between
// puzzles; or one line of 81 digits, 0 or . for a blank. Lines starting with
// # are comments. A puzzle with several solutions gets one of them; one with
// none is reported and written back unsolved. A malformed file is reported
// line by line and nothing is written.
//
// Output goes to sudoku.txt unless -o names another file, - being standard
// output. A grid is nine rows of nine digits separated by single spaces,
// with an empty line between grids; -format line writes each grid as one
// line of 81 digits instead. A regular file is written under a temporary
// name beside it and renamed into place when complete, so a failed run
// leaves the previous file as it was.
//
// With -check, sudoku checks the grids in FILE, - being standard input, as
// a grader would, and writes nothing but a one-line summary if they pass:
// FILE must be laid out exactly as sudoku writes grids (in the line form
// with -format line), every grid must be a valid solved sudoku, no two may
// be equal, and with -first D each must have D top left. With -puzzles P,
// FILE must instead hold one solution for each puzzle in P, in order,
// keeping every given; P is read as -s reads puzzles. Faults are reported
// line by line, the first ten and then a count.
//
// When standard error is a terminal, a run that takes more than about a
// second shows its progress there on one line, erased at the end.
//
// Flags:
//
//	-c N            write N distinct solved grids
//	-s FILE         solve the puzzles in FILE
//	-check FILE     check the solved grids in FILE
//	-puzzles P      with -check: the puzzles the grids must solve, in order
//	-o FILE         write to FILE instead of sudoku.txt
//	-first D        fix the top-left digit of every grid to D, 1 to 9
//	-seed S         choose the grids by the number S, for reproducible output
//	-format F       write grids in form F: grid (the default) or line
//	-h              print this manual
//
// The exit status is 0 on success; 1 if an input file is malformed, a puzzle
// has no solution, -check finds a fault, or the output cannot be written;
// and 2 for a usage error.
package main

import (
	_ "embed"
	"errors"
	"flag"
	"fmt"
	"io"
	"log"
	"math/rand/v2"
	"os"
	"strings"
)

var (
	count   = flag.Int64("c", 0, "write `N` distinct solved grids")
	puzzles = flag.String("s", "", "solve the puzzles in `FILE`")
	outName = flag.String("o", "sudoku.txt", "write to `FILE`")
	first   = flag.Int("first", 0, "fix the top-left digit to `D`")
	seed    = flag.Uint64("seed", 0, "choose the grids by the number `S`")
	format  = flag.String("format", "grid", "write grids in `form` grid or line")

	checkName  = flag.String("check", "", "check the solved grids in `FILE`")
	puzzleName = flag.String("puzzles", "", "with -check, the puzzles `P` the grids solve")
)

const usageHint = `usage: sudoku -c N [-first D] [-seed S] [-o FILE] [-format grid|line]
       sudoku -s FILE [-o FILE] [-format grid|line]
       sudoku -check FILE [-first D | -puzzles P] [-format grid|line]
run 'sudoku -h' for the manual
`

func main() {
	os.Exit(status())
}

// status runs the program and returns its exit status.
func status() int {
	log.SetFlags(0)
	log.SetPrefix("sudoku: ")
	flag.CommandLine.Init("sudoku", flag.ContinueOnError)
	flag.CommandLine.SetOutput(io.Discard)
	err := flag.CommandLine.Parse(os.Args[1:])
	if err == flag.ErrHelp {
		fmt.Print(manual)
		return 0
	}
	if err == nil {
		err = checkFlags()
	}
	if err != nil {
		log.Print(err)
		fmt.Fprint(os.Stderr, usageHint)
		return 2
	}
	if err := run(); err != nil {
		for _, line := range strings.Split(err.Error(), "\n") {
			log.Print(line)
		}
		return 1
	}
	return 0
}

// manual is the package comment above, printed by -h.
//
//go:embed main.go
var source string

var manual = func() string {
	var b strings.Builder
	for line := range strings.Lines(source) {
		text, ok := strings.CutPrefix(line, "//")
		if !ok {
			break
		}
		b.WriteString(strings.TrimPrefix(text, " "))
	}
	return b.String()
}()

// isSet reports whether the flag name was given.
func isSet(name string) bool {
	set := false
	flag.Visit(func(f *flag.Flag) { set = set || f.Name == name })
	return set
}

// checkFlags reports a usage error in the flags.
func checkFlags() error {
	if flag.NArg() > 0 {
		return fmt.Errorf("unexpected argument %q", flag.Arg(0))
	}
	switch {
	case isSet("c") && isSet("s"):
		return errors.New("-c and -s cannot be used together")
	case isSet("check") && (isSet("c") || isSet("s")):
		return errors.New("-check cannot be used with -c or -s")
	case isSet("puzzles") && !isSet("check"):
		return errors.New("-puzzles applies only to -check")
	case !isSet("c") && !isSet("s") && !isSet("check"):
		return errors.New("no mode given: use -c N, -s FILE or -check FILE")
	case isSet("check") && *checkName == "":
		return errors.New("-check needs a file name, - for standard input")
	case isSet("puzzles") && *puzzleName == "":
		return errors.New("-puzzles needs a file name, - for standard input")
	case *checkName == "-" && *puzzleName == "-":
		return errors.New("-check and -puzzles cannot both read standard input")
	case isSet("puzzles") && isSet("first"):
		return errors.New("-first cannot be used with -puzzles")
	case isSet("check") && isSet("seed"):
		return errors.New("-seed applies only to -c")
	case isSet("check") && isSet("o"):
		return errors.New("-o does not apply to -check, which writes no file")
	case isSet("s") && *puzzles == "":
		return errors.New("-s needs a file name, - for standard input")
	case isSet("s") && isSet("first"):
		return errors.New("-first applies only to -c and -check")
	case isSet("s") && isSet("seed"):
		return errors.New("-seed applies only to -c")
	case isSet("first") && (*first < 1 || *first > 9):
		return fmt.Errorf("-first %d: want a digit from 1 to 9", *first)
	case isSet("c") && (*count < 1 || uint64(*count) > maxGrids(*first)):
		return fmt.Errorf("-c %d: want from 1 to %d grids (%d with -first)",
			*count, maxGrids(0), maxGrids(1))
	case *format != "grid" && *format != "line":
		return fmt.Errorf("-format %s: want grid or line", *format)
	case *outName == "":
		return errors.New("-o needs a file name, - for standard output")
	}
	return nil
}

// run carries out the mode the flags ask for.
func run() error {
	form := *format == "line"
	if isSet("check") {
		return check(os.Stdout, *checkName, *puzzleName, *first, form)
	}
	defer showProgress()()
	if isSet("s") {
		in, name, err := openInput(*puzzles)
		if err != nil {
			return err
		}
		defer in.Close()
		return writeOutput(*outName, form, func(gw *gridWriter) (error, error) {
			return solveAll(in, name, gw)
		})
	}
	rng := rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))
	if isSet("seed") {
		rng = rand.New(rand.NewPCG(*seed, 0))
	}
	return writeOutput(*outName, form, func(gw *gridWriter) (error, error) {
		return nil, generate(gw, uint64(*count), *first, rng)
	})
}

// openInput opens the input file name, - being standard input, and returns
// it with the name to use in messages.
func openInput(name string) (*os.File, string, error) {
	if name == "-" {
		return os.Stdin, "stdin", nil
	}
	f, err := os.Open(name)
	if err != nil {
		return nil, name, pathError(err)
	}
	if fi, err := f.Stat(); err == nil && fi.IsDir() {
		f.Close()
		return nil, name, fmt.Errorf("%s: is a directory", name)
	}
	return f, name, nil
}
