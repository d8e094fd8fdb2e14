package main

import (
	_ "embed"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"log"
	"math"
	"math/rand/v2"
	"os"
	"runtime"
	"runtime/debug"
	"slices"
	"strconv"
	"strings"
	"time"

	"sudoku/internal/check"
	"sudoku/internal/dig"
	"sudoku/internal/explain"
	"sudoku/internal/fault"
	"sudoku/internal/grade"
	"sudoku/internal/output"
	"sudoku/internal/parallel"
	"sudoku/internal/progress"
)

var (
	flagGrids  = decimalFlag("c", "write `N` distinct solved grids")
	flagSolve  = flag.String("s", "", "solve the puzzles in `FILE`")
	flagOutput = flag.String("o", "sudoku.txt", "write to `FILE`")
	flagFirst  = decimalFlag("first", "fix the top-left digit to `D`, or 0 for none")
	flagSeed   = seedFlag("seed", "choose the grids or puzzles by the number `S`")
	flagFormat = flag.String("format", "grid", "write grids in `form` grid, line, pretty or html")
	flagCRLF   = flag.Bool("crlf", runtime.GOOS == "windows", "end lines with CRLF")

	flagPuzzles = decimalFlag("n", "write `N` puzzles")
	flagLevel   = decimalFlag("m", "make puzzles of difficulty `LEVEL` 1, 2 or 3")
	flagBlanks  = flag.String("r", "20~55", "make puzzles with `LO~HI` blanks")
	flagUnique  = flag.Bool("u", false, "make puzzles with a unique solution")
	flagSym     = flag.String("sym", "none", "make the givens symmetric under `S`")
	flagMinimal = flag.Bool("minimal", false, "make puzzles from which no given can go")
	flagSE      = flag.String("se", "", "make puzzles of Sudoku Explainer rating `LO~HI`")

	flagSolutions = flag.Bool("solutions", false, "with -format html, print the solutions after the puzzles")

	flagCheck      = flag.String("check", "", "check the solved grids in `FILE`")
	flagPuzzleFile = flag.String("puzzles", "", "with -check, the puzzles `P` the grids solve")
	flagLoose      = flag.Bool("loose", false, "with -check, check the grids and not their layout")

	flagRate    = flag.String("rate", "", "rate the puzzles in `FILE`")
	flagExplain = flag.String("explain", "", "explain the puzzles in `FILE` step by step")

	flagGrade   = flag.Bool("grade", false, "grade the programs named as arguments")
	flagID      = flag.String("id", "", "with -grade, the student `NUMBER`")
	flagPoints  = flag.String("points", "full", "with -grade, the `points` to run: quick or full")
	flagLimit   = decimalFlag("limit", "with -grade, cap each point's time at `SECONDS`; with -se, give up after them")
	flagMemory  = flag.String("memory", "", "with -grade, the memory a run may take: `SIZE`, as 512M or 2G")
	flagProcs   = decimalFlag("procs", "with -grade, the processes a run may have at once: `N`")
	flagConfine = flag.Bool("confine", false, "with -grade, fail where runs cannot be confined")

	flagVersion = flag.Bool("version", false, "print the version and what this binary does")
)

// builtinFirst is the top-left digit -c writes when -first is not given,
// as the coursework asks of each student's binary, set when the program is
// built: go build -ldflags "-X main.builtinFirst=5". Empty, no digit is
// fixed.
var builtinFirst string

const usageHint = `usage: sudoku -c N [-first D] [-seed S] [-o FILE] [-format F] [-crlf]
       sudoku -s FILE [-o FILE] [-format F] [-crlf] [-solutions]
       sudoku -n N -m 1|2|3 [-r LO~HI] [-sym S] [-minimal] [-seed S] [-o FILE] [-format F] [-crlf] [-solutions]
       sudoku -n N [-r LO~HI] [-u [-minimal]] [-sym S] [-seed S] [-o FILE] [-format F] [-crlf] [-solutions]
       sudoku -n N -se LO~HI [-r LO~HI] [-minimal] [-sym S] [-seed S] [-o FILE] [-format F] [-crlf] [-solutions]
       sudoku -check FILE [-first D | -puzzles P] [-format grid|line] [-loose]
       sudoku -rate FILE [-o FILE] [-crlf]
       sudoku -explain FILE [-o FILE] [-format F] [-crlf]
       sudoku -grade PROGRAM_OR_FOLDER... [-id NUMBER | -first D] [-points quick|full] [-limit SECONDS] [-memory SIZE] [-procs N] [-confine] [-o FILE]
       sudoku -version
run 'sudoku -h' for the manual
`

// A decimal is the value of a flag that takes a whole number in plain
// decimal digits, with a minus sign or not: the flag package's own numbers
// follow Go's syntax, in which 010 is eight and 0x10 sixteen. A number
// beyond an int64 is held as the end of its range, outside the range of
// every such flag, so that it is refused as any number outside that is,
// with the range in the message; text is the number as given, for it.
type decimal struct {
	n    int64
	text string
}

func decimalFlag(name, usage string) *int64 {
	d := new(decimal)
	flag.Var(d, name, usage)
	return &d.n
}

func (d *decimal) String() string {
	if d.text == "" {
		return strconv.FormatInt(d.n, 10) // the default
	}
	return d.text
}

func (d *decimal) Set(s string) error {
	if !plainDigits(strings.TrimPrefix(s, "-")) {
		return errors.New("want a whole number")
	}
	d.n, _ = strconv.ParseInt(s, 10, 64) // out of range, the end it is beyond
	d.text = s
	return nil
}

// flagText returns the value of the flag name as given.
func flagText(name string) string { return flag.Lookup(name).Value.String() }

// plainDigits reports whether s is one or more decimal digits and nothing
// else.
func plainDigits(s string) bool { return s != "" && strings.Trim(s, "0123456789") == "" }

// A seed is the value of -seed: a whole number in plain decimal, as a
// decimal is, from 0 to 2⁶⁴−1.
type seed uint64

func seedFlag(name, usage string) *uint64 {
	var s seed
	flag.Var(&s, name, usage)
	return (*uint64)(&s)
}

func (s *seed) String() string { return strconv.FormatUint(uint64(*s), 10) }

func (s *seed) Set(v string) error {
	if !plainDigits(v) {
		return errors.New("want a whole number, 0 or more")
	}
	n, err := strconv.ParseUint(v, 10, 64)
	if err != nil {
		return fmt.Errorf("want a whole number from 0 to %d", uint64(math.MaxUint64))
	}
	*s = seed(n)
	return nil
}

func main() {
	parallel.BatchScheduling()
	os.Exit(status())
}

// printOut writes text to standard output and returns the exit status:
// 1, with a message, if it could not.
func printOut(text string) int {
	if _, err := io.WriteString(os.Stdout, text); err != nil {
		var pe *fs.PathError
		if errors.As(err, &pe) {
			err = pe.Err
		}
		log.Printf("standard output: %v", err)
		return 1
	}
	return 0
}

// status runs the program and returns its exit status.
func status() int {
	if code, ok := grade.Launch(); ok {
		return code // this is the launcher of a point's program, run by -grade
	}
	log.SetFlags(0)
	log.SetPrefix("sudoku: ")
	flag.CommandLine.Init("sudoku", flag.ContinueOnError)
	flag.CommandLine.SetOutput(io.Discard)
	err := parseAll(valueAfterFlag(os.Args[1:]))
	if err == flag.ErrHelp {
		return printOut(manual() + "\nThis binary:\n" + defaults())
	}
	if err == nil && *flagVersion {
		if flag.NFlag() > 1 || flag.NArg() > 0 {
			err = errors.New("-version takes no other flags or arguments")
		} else {
			return printOut(version())
		}
	}
	var j *job
	if err == nil {
		j, err = checkFlags()
	}
	if err != nil {
		log.Print(err)
		fmt.Fprint(os.Stderr, usageHint)
		return 2
	}
	if err := j.run(); err != nil {
		logErrors(err)
		return 1
	}
	return 0
}

// valueAfterFlag returns args with the switches that come between a flag
// and its value moved before that flag: -check -loose FILE reads as
// -loose -check FILE, and -c -crlf 5 as -crlf -c 5, as they are meant,
// where the flag package would take the switch for the value and the value
// for an argument left over. With no value after them, the flag is then
// said to need one. A file named as a switch is written ./-loose.
func valueAfterFlag(args []string) []string {
	args = slices.Clone(args)
	for i := range args {
		if args[i] == "--" {
			break // the arguments after it are not flags
		}
		f, inline := flagOf(args[i])
		if f == nil || inline || isSwitch(f) {
			continue
		}
		j := i + 1 // past the switches after it
		for j < len(args) && isSwitchArg(args[j]) {
			j++
		}
		if j > i+1 && (j == len(args) || !isFlag(args[j])) {
			slices.Reverse(args[i:j])
			slices.Reverse(args[i : j-1])
		}
	}
	return args
}

// arguments holds the arguments among the flags, in order.
var arguments []string

// parseAll parses the flags of args, which may come after arguments as
// well as before, as -grade's programs come before its flags, and keeps
// the arguments in arguments. After --, all are arguments.
func parseAll(args []string) error {
	for {
		end := slices.Index(args, "--")
		if err := flag.CommandLine.Parse(args); err != nil {
			return err
		}
		rest := flag.Args()
		if end >= 0 && len(rest) <= len(args)-end-1 { // -- was read
			arguments = append(arguments, rest...)
			return nil
		}
		i := slices.IndexFunc(rest, isFlag)
		if i < 0 {
			arguments = append(arguments, rest...)
			return nil
		}
		arguments = append(arguments, rest[:i]...)
		args = rest[i:]
	}
}

// flagOf returns the flag that arg names, as -name, --name or -name=value,
// and whether a value follows an =.
func flagOf(arg string) (f *flag.Flag, inline bool) {
	if !isFlag(arg) {
		return nil, false
	}
	name, _ := strings.CutPrefix(arg[1:], "-")
	name, _, inline = strings.Cut(name, "=")
	return flag.Lookup(name), inline
}

// isFlag reports whether arg is taken for a flag: - alone is standard
// input.
func isFlag(arg string) bool { return len(arg) > 1 && arg[0] == '-' }

// isSwitch reports whether f takes no value, as -loose or -crlf.
func isSwitch(f *flag.Flag) bool {
	b, ok := f.Value.(interface{ IsBoolFlag() bool })
	return ok && b.IsBoolFlag()
}

// isSwitchArg reports whether arg is a switch, -crlf or -crlf=false.
func isSwitchArg(arg string) bool {
	f, _ := flagOf(arg)
	return f != nil && isSwitch(f)
}

// logErrors logs err, each error joined in it on a line of its own.
func logErrors(err error) {
	if joined, ok := err.(interface{ Unwrap() []error }); ok {
		for _, e := range joined.Unwrap() {
			logErrors(e)
		}
		return
	}
	log.Print(err)
}

// manual returns the package comment of doc.go, printed by -h. It is made
// when asked for, not as the program starts, which every run would pay.
func manual() string {
	var b strings.Builder
	for line := range strings.Lines(doc) {
		text, ok := strings.CutPrefix(line, "//")
		if !ok {
			break
		}
		b.WriteString(strings.TrimPrefix(text, " "))
	}
	return b.String()
}

// doc is the text of doc.go, whose package comment is the manual.
//
//go:embed doc.go
var doc string

// isSet reports whether the flag name was given.
func isSet(name string) bool {
	set := false
	flag.Visit(func(f *flag.Flag) { set = set || f.Name == name })
	return set
}

// modes lists the flags that choose what the program does, each with the
// other flags it takes; -format goes with all.
var modes = []struct {
	flag   string
	takes  []string
	choose string // how to choose the mode, for messages
}{
	{"c", []string{"first", "seed", "o", "crlf"}, "-c N"},
	{"s", []string{"o", "crlf", "solutions"}, "-s FILE"},
	{"n", []string{"m", "r", "u", "se", "sym", "minimal", "limit", "seed", "o", "crlf", "solutions"}, "-n N"},
	{"check", []string{"first", "puzzles", "loose"}, "-check FILE"},
	{"rate", []string{"o", "crlf"}, "-rate FILE"},
	{"explain", []string{"o", "crlf"}, "-explain FILE"},
	{"grade", []string{"id", "first", "points", "limit", "memory", "procs", "confine", "o"}, "-grade PROGRAM"},
}

// A job is what the flags ask the program to do, read and checked.
type job struct {
	mode   string // the flag that chose it: c, s, n, check, rate or explain
	output string // the output file, - for standard output
	form   output.Form
	first  int        // the top-left digit of -c and -check, or 0
	spec   dig.Spec   // for -n
	rng    *rand.Rand // for -c and -n
	grade  grade.Options
}

// checkFlags returns the job the flags ask for, or a usage error.
func checkFlags() (*job, error) {
	mode, err := chosenMode()
	if err != nil {
		return nil, err
	}
	first, err := firstDigit(mode)
	if err != nil {
		return nil, err
	}
	if err := checkValues(first); err != nil {
		return nil, err
	}
	j := &job{
		mode:   mode,
		output: *flagOutput,
		form:   output.Form{Layout: output.Layout(slices.Index(output.Layouts, *flagFormat)), CRLF: *flagCRLF},
		first:  first,
	}
	if (j.mode == "rate" || j.mode == "explain") && !isSet("o") {
		j.output = "-" // a report, read where it is asked for
	}
	if j.mode == "n" {
		if j.spec, err = puzzleSpecOfFlags(); err != nil {
			return nil, err
		}
	}
	if j.mode == "grade" {
		j.grade = gradeOptionsOfFlags(first)
	}
	j.rng = rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))
	if isSet("seed") {
		j.rng = rand.New(rand.NewPCG(*flagSeed, 0))
	}
	return j, nil
}

// chosenMode returns the one mode the flags choose, or the error of none,
// of two, of an argument outside -grade, or of a flag the mode does not
// take.
func chosenMode() (string, error) {
	if len(arguments) > 0 && !*flagGrade {
		return "", fmt.Errorf("unexpected argument %q", arguments[0])
	}
	var chosen, ways []string
	var takes []string
	for _, m := range modes {
		ways = append(ways, m.choose)
		if isSet(m.flag) && (m.flag != "grade" || *flagGrade) {
			chosen = append(chosen, m.flag)
			takes = slices.Concat(m.takes, []string{m.flag, "format"})
		}
	}
	switch len(chosen) {
	case 0:
		return "", fmt.Errorf("no mode given: use %s or %s", strings.Join(ways[:len(ways)-1], ", "), ways[len(ways)-1])
	case 1:
	default:
		return "", fmt.Errorf("-%s and -%s cannot be used together", chosen[0], chosen[1])
	}
	var err error
	flag.Visit(func(f *flag.Flag) {
		if err == nil && !slices.Contains(takes, f.Name) {
			err = fmt.Errorf("-%s applies only to %s", f.Name, modesTaking(f.Name))
		}
	})
	return chosen[0], err
}

// gradeOptionsOfFlags returns -grade's options, first the digit -first
// gives, if it is given.
func gradeOptionsOfFlags(first int) grade.Options {
	o := grade.Options{Args: arguments, ID: *flagID, First: -1, Quick: *flagPoints == "quick"}
	if isSet("first") {
		o.First = first
	}
	o.Limit = time.Duration(*flagLimit) * time.Second
	o.Memory, o.Procs, o.Confine = grade.DefaultMemory, grade.DefaultProcs, *flagConfine
	if isSet("memory") {
		o.Memory, _ = grade.ParseSize(*flagMemory) // checked by checkGrade
	}
	if isSet("procs") {
		o.Procs = int(*flagProcs)
	}
	if isSet("o") {
		o.Report = *flagOutput
	}
	return o
}

// puzzleSpecOfFlags returns the spec of -n's flags. -se makes puzzles
// with one solution, dug without -r as far as -minimal digs them.
func puzzleSpecOfFlags() (dig.Spec, error) {
	if !isSet("se") {
		return dig.NewSpec(int(*flagLevel), *flagBlanks, isSet("r"), *flagUnique, *flagSym, *flagMinimal)
	}
	return dig.NewRatedSpec(*flagSE, *flagBlanks, isSet("r"), *flagSym, *flagMinimal || !isSet("r"), int(*flagLimit))
}

// modesTaking lists the modes that take the flag name: "-c and -n".
func modesTaking(name string) string {
	var list []string
	for _, m := range modes {
		if slices.Contains(m.takes, name) {
			list = append(list, "-"+m.flag)
		}
	}
	if len(list) == 1 {
		return list[0]
	}
	return strings.Join(list[:len(list)-1], ", ") + " and " + list[len(list)-1]
}

// firstDigit returns the top-left digit -c and -check are to use, in
// mode: the one -first gives, or without it the one built in, except with
// -puzzles. The other modes use none, and need no digit built in.
func firstDigit(mode string) (int, error) {
	switch {
	case isSet("first"):
		if *flagFirst < 0 || *flagFirst > 9 {
			return 0, fmt.Errorf("-first %s: want a digit from 1 to 9, or 0 for none", flagText("first"))
		}
		return int(*flagFirst), nil
	case builtinFirst == "" || mode != "c" && mode != "check" || isSet("puzzles"):
		return 0, nil
	case !builtinValid():
		return 0, errors.New(builtinFault() + ": give -first D")
	}
	return int(builtinFirst[0] - '0'), nil
}

// builtinValid reports whether the digit built in is one, from 1 to 9.
func builtinValid() bool {
	return len(builtinFirst) == 1 && builtinFirst >= "1" && builtinFirst <= "9"
}

// builtinFault says what is wrong with a digit built in that is none.
func builtinFault() string {
	return fmt.Sprintf("this binary was built with the top-left digit %q, not a digit from 1 to 9", builtinFirst)
}

// checkValues reports a usage error in the values of the flags given,
// which suit the mode; first is the top-left digit to use.
func checkValues(first int) error {
	for _, f := range []struct {
		name  string
		value *string
		what  string
	}{
		{"s", flagSolve, "-s needs a file name, - for standard input"},
		{"check", flagCheck, "-check needs a file name, - for standard input"},
		{"puzzles", flagPuzzleFile, "-puzzles needs a file name, - for standard input"},
		{"rate", flagRate, "-rate needs a file name, - for standard input"},
		{"explain", flagExplain, "-explain needs a file name, - for standard input"},
		{"o", flagOutput, "-o needs a file name, - for standard output"},
	} {
		if isSet(f.name) && *f.value == "" {
			return errors.New(f.what)
		}
	}
	switch {
	case *flagCheck == "-" && *flagPuzzleFile == "-":
		return errors.New("-check and -puzzles cannot both read standard input")
	case isSet("puzzles") && isSet("first"):
		return errors.New("-first cannot be used with -puzzles")
	case isSet("m") && isSet("u"):
		return errors.New("-m and -u cannot be used together: a puzzle of a level has one solution")
	case isSet("m") && isSet("se"):
		return errors.New("-m and -se cannot be used together: choose the level or the SE rating")
	case isSet("n") && isSet("limit") && !isSet("se"):
		return errors.New("-limit goes with -se: it bounds the making of rated puzzles")
	case isSet("n") && isSet("limit") && (*flagLimit < 1 || *flagLimit > 86400):
		return fmt.Errorf("-limit %s: want from 1 to 86400 seconds", flagText("limit"))
	case isSet("minimal") && !isSet("m") && !isSet("u") && !isSet("se"):
		return errors.New("-minimal needs -u, -m or -se: a minimal puzzle has one solution")
	case isSet("c") && (*flagGrids < 1 || uint64(*flagGrids) > maxGrids(first)):
		return fmt.Errorf("-c %s: want from 1 to %d grids (%d with a top-left digit fixed)",
			flagText("c"), maxGrids(0), maxGrids(1))
	case isSet("n") && (*flagPuzzles < 1 || *flagPuzzles > dig.MaxPuzzles):
		return fmt.Errorf("-n %s: want from 1 to %d puzzles", flagText("n"), dig.MaxPuzzles)
	case isSet("m") && (*flagLevel < 1 || *flagLevel > 3):
		return fmt.Errorf("-m %s: want level 1, 2 or 3", flagText("m"))
	case !slices.Contains(output.Layouts, *flagFormat):
		return fmt.Errorf("-format %s: want grid, line, pretty or html", *flagFormat)
	case isSet("solutions") && *flagFormat != "html":
		return errors.New("-solutions goes with -format html")
	case (isSet("rate") || isSet("explain")) && *flagFormat == "html":
		return errors.New("-format html: -rate and -explain write text")
	case *flagGrade:
		return checkGrade()
	case isSet("check") && *flagFormat != "grid" && *flagFormat != "line":
		return fmt.Errorf("-format %s: -check reads the grid or line form", *flagFormat)
	}
	return nil
}

// checkGrade reports a usage error in the flags of -grade.
func checkGrade() error {
	switch {
	case len(arguments) == 0:
		return errors.New("-grade needs a program or a folder to grade")
	case isSet("id") && isSet("first"):
		return errors.New("-id and -first cannot be used together: -id gives the digit")
	case isSet("id") && (len(*flagID) < 2 || !plainDigits(*flagID)):
		return fmt.Errorf("-id %s: want a student number, two digits or more", *flagID)
	case *flagPoints != "quick" && *flagPoints != "full":
		return fmt.Errorf("-points %s: want quick or full", *flagPoints)
	case isSet("limit") && (*flagLimit < 1 || *flagLimit > 3600):
		return fmt.Errorf("-limit %s: want from 1 to 3600 seconds", flagText("limit"))
	case isSet("procs") && (*flagProcs < 1 || *flagProcs > 10000):
		return fmt.Errorf("-procs %s: want from 1 to 10000 processes", flagText("procs"))
	case isSet("format"):
		return errors.New("-format: -grade writes a report")
	}
	return memoryFault()
}

// memoryFault returns the usage error of -memory's value, or nil.
func memoryFault() error {
	if !isSet("memory") {
		return nil
	}
	n, err := grade.ParseSize(*flagMemory)
	switch {
	case err != nil:
		return fmt.Errorf("-memory %s: %v", *flagMemory, err)
	case n < 16<<20:
		return fmt.Errorf("-memory %s: want 16M or more", *flagMemory)
	}
	return nil
}

// run carries out the job.
func (j *job) run() error {
	switch j.mode {
	case "check":
		return j.check()
	case "grade":
		return grade.Run(j.grade)
	}
	var in *os.File
	var name string
	if inputs := map[string]string{"s": *flagSolve, "rate": *flagRate, "explain": *flagExplain}; inputs[j.mode] != "" {
		var err error
		if in, name, err = openInput(inputs[j.mode]); err != nil {
			return err
		}
		defer in.Close()
	}
	out, err := output.Create(j.output)
	if err != nil {
		return err
	}
	defer out.Abort()
	gw := output.NewGridWriter(out, j.form)
	if *flagSolutions {
		if err := gw.KeepSolutions(); err != nil {
			return err
		}
		defer gw.Release()
	}
	stop := progress.Start(os.Stderr, j.meter(gw, in))
	var fault error // a fault of the input that leaves the output good
	switch j.mode {
	case "s":
		fault, err = solveAll(in, name, gw)
	case "n":
		err = dig.Make(gw, *flagPuzzles, j.spec, j.rng)
	case "rate", "explain":
		err = explain.Run(in, name, gw, j.mode == "explain")
	default:
		err = generate(gw, uint64(*flagGrids), j.first, j.rng)
	}
	stop()
	if err == nil {
		err = gw.Close()
	}
	if err != nil {
		return err
	}
	if err := out.Commit(); err != nil {
		return err
	}
	return fault
}

// meter returns what the progress line of a run writing gw shows, or nil
// if it should show none; in is the input of -s. The count is of the grids
// written, and -s estimates the time left from the share of in read.
func (j *job) meter(gw *output.GridWriter, in *os.File) *progress.Meter {
	if j.output == "-" && progress.IsTerminal(os.Stdout) {
		return nil // the grids themselves go to the terminal
	}
	m := &progress.Meter{Noun: "puzzles", Count: gw.Written}
	switch j.mode {
	case "c":
		m.Noun, m.Total = "grids", *flagGrids
	case "n":
		m.Total = *flagPuzzles
		if s := j.spec.Search(); s != nil {
			m.Note = func() string {
				b := s.Best.Load()
				return fmt.Sprintf("%d rated, best %d.%d", s.Tried.Load(), b/10, b%10)
			}
		}
	case "s", "rate", "explain":
		if progress.IsTerminal(in) {
			return nil // someone typing puzzles in
		}
		m.Frac = progress.ShareRead(in)
	}
	return m
}

// check checks the grids of -check and prints a summary if they pass.
func (j *job) check() error {
	in, name, err := openInput(*flagCheck)
	if err != nil {
		return err
	}
	defer in.Close()
	c := check.New(name, j.form.IsLine(), j.first, *flagLoose)
	files := []*os.File{in}
	if *flagPuzzleFile != "" {
		pin, pname, err := openInput(*flagPuzzleFile)
		if err != nil {
			return err
		}
		defer pin.Close()
		defer c.ComparePuzzles(pin, pname)()
		files = append(files, pin)
	}
	var m *progress.Meter
	if !slices.ContainsFunc(files, progress.IsTerminal) { // not while someone types
		m = &progress.Meter{Noun: "grids", Count: c.GridsRead, Frac: progress.ShareRead(files...)}
	}
	stop := progress.Start(os.Stderr, m)
	err = c.Check(in)
	stop()
	if err != nil {
		return err
	}
	if _, err := fmt.Println(c.Summary()); err != nil {
		return fmt.Errorf("standard output: %v", err)
	}
	return nil
}

// openInput opens the input file name, - being standard input, and returns
// it with the name to use in messages.
func openInput(name string) (*os.File, string, error) {
	if name == "-" {
		return os.Stdin, "stdin", nil
	}
	f, err := os.Open(name)
	if err != nil {
		return nil, name, fault.Path(err)
	}
	if fi, err := f.Stat(); err == nil && fi.IsDir() {
		f.Close()
		return nil, name, fmt.Errorf("%s: is a directory", name)
	}
	return f, name, nil
}

// defaults says what this binary does by default: the top-left digit of
// -c and the line end.
func defaults() string {
	digit := "-c fixes no top-left digit unless -first D is given"
	switch {
	case builtinFirst != "" && !builtinValid():
		digit = "-c needs -first D: " + builtinFault()
	case builtinFirst != "":
		digit = fmt.Sprintf("-c puts %s top left unless -first says otherwise (-first 0 fixes none)", builtinFirst)
	}
	// The default, whatever the flags given before -h.
	end := "lines end in LF; -crlf writes CRLF"
	if flag.Lookup("crlf").DefValue == "true" {
		end = "lines end in CRLF; -crlf=false writes LF"
	}
	return "\t" + digit + "\n\t" + end + "\n"
}

// version returns what -version prints: the version of the program and
// of Go it was built with, from the build information, and its defaults.
func version() string {
	v, rev := "(unknown)", ""
	if info, ok := debug.ReadBuildInfo(); ok {
		v = info.Main.Version
		for _, s := range info.Settings {
			switch s.Key {
			case "vcs.revision":
				rev = " " + s.Value[:min(len(s.Value), 12)]
			case "vcs.modified":
				if s.Value == "true" {
					rev += " (modified)"
				}
			}
		}
	}
	return fmt.Sprintf("sudoku %s%s, %s %s/%s\n%s", v, rev, runtime.Version(), runtime.GOOS, runtime.GOARCH, defaults())
}
