// Sudoku generates solved sudoku grids and puzzles, solves, rates and
// explains puzzles, checks files of solved grids, and grades programs
// that write them.
//
// Usage:
//
//	sudoku -c N [-first D] [-seed S] [-o FILE] [-format F] [-crlf]
//	sudoku -s FILE [-o FILE] [-format F] [-crlf] [-solutions]
//	sudoku -n N -m 1|2|3 [-r LO~HI] [-sym S] [-minimal] [-seed S] [-o FILE] [-format F] [-crlf] [-solutions]
//	sudoku -n N [-r LO~HI] [-u [-minimal]] [-sym S] [-seed S] [-o FILE] [-format F] [-crlf] [-solutions]
//	sudoku -n N -se LO~HI [-r LO~HI] [-minimal] [-sym S] [-limit S] [-seed S] [-o FILE] [-format F] [-crlf] [-solutions]
//	sudoku -check FILE [-first D | -puzzles P] [-format grid|line] [-loose]
//	sudoku -rate FILE [-o FILE] [-crlf]
//	sudoku -explain FILE [-o FILE] [-format F] [-crlf]
//	sudoku -grade PROGRAM_OR_FOLDER... [-id NUMBER | -first D] [-points quick|full] [-limit SECONDS] [-memory SIZE] [-procs N] [-confine] [-o FILE]
//	sudoku -version
//
// With -c, sudoku writes N distinct solved grids: at most 26,127,360, or
// 2,903,040 with a top-left digit fixed. -first D fixes the top-left digit
// of every grid to D, and -first 0 fixes none; a binary can be built with
// a digit of its own, which -c then uses when -first is not given (-version
// says which). -seed S makes the output the same, byte for byte, on every
// run with the same flags, and without it each run gives other grids.
//
// With -s, sudoku solves every puzzle in FILE, - being standard input, and
// writes one solution for each, in order; puzzles typed in at a terminal
// are answered one by one, and a fault in one said at once. A puzzle is a
// line of 81 cells or nine rows of nine, a cell a digit or a blank, 0 .
// * _ - x ? $ ·, in the layouts sites, solvers, spreadsheets and programs
// write: README.md's Input section shows a line of each family, and the
// reader's table of forms (forms.go) names each layout with an example.
// Comments, headers, borders, a count of the puzzles on the first line and
// solutions after their puzzles are skipped. The file may be UTF-8 or
// UTF-16, with LF, CRLF or CR line ends. A line that no form reads, or
// that two read otherwise with no rule between them, is a fault at its
// line. A puzzle with several solutions gets one of them; one with none is
// reported and written back unsolved. A malformed file is reported line by
// line and the output file is left as it was; to standard output, or a
// pipe, the solutions of a large input may have begun before the fault is
// found.
//
// With -n, sudoku writes N puzzles, 0 for a blank. -m LEVEL makes puzzles
// with one solution that a person finds with naked and hidden singles alone
// (level 1); that also need pointing, claiming, naked or hidden pairs (2);
// or that need harder techniques or trial (3). -r LO~HI makes puzzles with
// LO to HI blanks, 20~55 when not given, LO at least 1 and HI at most 72,
// or 58 with -u, which makes each puzzle's solution unique. No row, column
// or box of a puzzle is left empty. -seed works as for -c.
//
// Without -r, -m 1 blanks every cell it can, and -m 2 and -m 3 stop when the
// puzzle first needs their techniques, at about 55 blanks. With -r, -m
// makes its puzzles with blanks in the part of LO~HI that the level can
// have at a cost close to its own: 1~56 for level 1, 39~56 for level 2 and
// 33~56 for level 3, less under -sym. A range outside these is refused
// with a message that says which works.
//
// -sym S makes the givens of each puzzle symmetric: S is none (the
// default), rot180 (a half turn), rot90 (a quarter turn), mirror (left to
// right), flip (top to bottom) or diag (about the main diagonal). Under
// rot90 the blanks come four at a time, and one for the centre, so their
// number must be a multiple of 4 or one more; under mirror and flip a
// puzzle keeps at least 13 givens, so at most 68 blanks; and with -u, a
// symmetry allows 53 (rot90) to 55 blanks at most.
//
// -se LO~HI makes puzzles with one solution whose se rating (see -rate)
// is from LO to HI, 6.0~7.0 for example, or exactly LO if only it is
// given: they are dug as -minimal digs them, or with -r as -u does, and
// kept if the rating is in the range. Below 4.0 the range must hold a
// rating one of SE's techniques has; a range the digger cannot meet in
// 20,000 puzzles for one is reported as an error. Harder puzzles, LO above
// 9.0 and up to 10.0, are too rare among those dug: they are searched
// for, from the hardest of a few dug puzzles, by moving to a neighbour
// (one or two givens taken away, others given back until the solution is
// unique, and those not needed taken away) rated as hard or harder, until
// one rates in the range (and, with -r, has blanks in its range); the
// search goes on from there for the next, near those found. Searched
// puzzles are minimal, and symmetric under -sym; a search takes seconds
// for 9.1 to 9.3, minutes for 9.4, and often more than ten minutes for
// 9.5 and up, and goes on until it finds them, or, with -limit S, gives
// up after S seconds saying the hardest it reached. A
// progress line, when there is one, says how many puzzles were rated and
// the hardest in range or below so far.
//
// -minimal, with -u or -m, makes puzzles from which no given can be removed
// without the solution losing its uniqueness; under -sym, no set of givens
// that are each other's images. Such a puzzle has the blanks its digging
// leaves: without -sym, 54 to 59 for all but about one in 200, and 52 to 61
// in 20,000; -r keeps those in its range.
//
// Output goes to sudoku.txt unless -o names another file, - being standard
// output. A grid is nine rows of nine digits separated by single spaces,
// with an empty line between grids; -format line writes each grid as one
// line of 81 digits instead, -format pretty in bordered boxes with . for a
// blank, and -format html as one page to print, six grids to a sheet of
// A4 or Letter paper; with -solutions, -n and -s print the puzzles and
// then their solutions on the sheets after. -s reads both back, the
// solutions left out. Lines end in LF, or with -crlf in CRLF as C
// programs write text on Windows, where CRLF is the default (-crlf=false
// turns it off). A regular file is written
// under a temporary name beside it and renamed into place when complete,
// so a failed run leaves the previous file as it was.
//
// With -check, sudoku checks the grids in FILE, - being standard input, as
// a grader would, and writes nothing but a one-line summary if they pass:
// FILE must be laid out exactly as sudoku writes grids (in the line form
// with -format line), with LF or CRLF line ends throughout, every grid must
// be a valid solved sudoku, no two may be equal, and each must have the
// top-left digit -c would fix. With -puzzles P, FILE must instead hold one
// solution for each puzzle in P, in order, keeping every given; P is read as
// -s reads puzzles. A file in UTF-16, as Windows PowerShell 5 writes
// output redirected with >, is one fault. -loose checks the content alone
// and tolerates what graders tolerate: UTF-16 (every line counted), a byte
// order mark, spaces, tabs and Unicode spaces around and between cells,
// missing, doubled or trailing empty lines, LF and CRLF line ends mixed,
// and no newline at the end; a CR alone, as classic Mac OS ended lines, is
// not a line end to -check. Faults are reported line by line, the first
// ten and then a count.
//
// Counts, digits and seeds are whole numbers in plain decimal: -c 010 is
// ten. Flags come in any order, and a switch may come between a flag and
// its value: -check -loose FILE is -check FILE -loose (a file named as a
// switch is then written ./-loose).
//
// With -rate, sudoku rates every puzzle in FILE, read as -s reads it, and
// writes a report to standard output, or to the file -o names: a header
// line naming the columns, then a line for each puzzle, its columns
// separated by tabs: the puzzle's number from 1, its givens, its solutions
// (0, 1, or 2 for two or more), its level as -m means it (0 unless it has
// one solution), the hardest technique it needs, se, the steps it takes,
// how many times each technique was used, and the puzzle as a line of 81
// digits. Where a puzzle has not one solution, the columns from the
// hardest technique to the last count hold -. -format does not change
// the report.
//
// se is the puzzle's rating on Sudoku Explainer's scale, the one puzzle
// sites and banks use, as SukakuExplainer's batch rater serate gives it
// with its default settings: its techniques tried in its fixed order, the
// first step found taken, and the rating that of the hardest step, from
// 1.0 for a hidden single through 2.3 for a naked single, 2.6 to 5.7 for
// subsets, fish, wings and uniqueness, and 6.5 up for chains, rated by
// kind and length (9 and more for nested chains); 0.0 for a puzzle with
// no blank.
//
// With -explain, sudoku writes for each puzzle in FILE the steps that
// give its se rating: a header line, "puzzle 1: level 2, se 2.6, 57 steps,
// hardest pointing", then one line a step, numbered, naming Sudoku
// Explainer's technique, its rating and what it saw, and after the last
// ": " what it does, in the usual notation: r5c2=8 places 8 in row 5,
// column 2, and r1c7<>7 removes the candidate 7 from row 1, column 7;
// "12. hidden pair (3.4) in row 3: ...". Then comes the solved grid.
// Puzzles are separated by an empty line, and one without a solution, or
// with several, gets only its header line, which says so. The techniques,
// in the order SE tries them, the first that applies taken, are hidden
// singles, direct pointing and hidden pairs (those that leave a single),
// naked singles, direct hidden triplets, pointing and claiming, naked
// pairs, x-wings, hidden pairs, naked triplets, swordfish, hidden triplets,
// strong-link patterns (skyscraper, string kite, turbot fish, x-loop),
// xy- and xyz-wings, unique rectangles and loops, naked quads, jellyfish,
// hidden quads, wxyz-wings, BUG, vwxyz-wings, aligned pair exclusion,
// uvwxyz-wings, forcing chains and bidirectional cycles, tuvwxyz-wings,
// aligned triplet exclusion, Nishio, multiple and dynamic forcing chains
// and nested ones (up to dynamic chains within dynamic chains, for the
// hardest puzzles, which take seconds each). Where they stop short, the
// puzzle is rated 20.0 as SE rates it, and the explainer's own techniques
// finish: a forcing step shows a candidate leads by singles to a
// contradiction, a trial that it leads to no solution.
//
// With -grade, sudoku grades each program, or the program in each folder,
// as a course's graders run a student's sudoku: bin/sudoku.exe, else a
// sudoku.exe below the folder in any case, else the one program below it
// (on Unix, the same names without .exe first; a Windows program runs
// through wine where it is installed). A folder named by a student number
// gives the top-left digit, (the sum of its last two digits) % 9 + 1;
// -id NUMBER gives it as a folder's name does, and -first D (0 for none)
// in place of either. Each point runs in a fresh copy of the program's
// folder, with standard input empty, an environment without the grader's
// own variables, and a time limit, after which the program and every
// process it started are killed; processes it leaves running when it ends
// are killed too, and noted beside the point, whose verdict still follows
// its output, as the course's rubric scores outputs: -c 1, 5, 100, 500 and
// 1000 (60 s each), then 50000 and 1000000 (600 s) if four of those pass;
// -s with files of 1, 5, 100 and 1000 puzzles this program makes, named by
// their full path, then 50000 if three of those pass; and seven bad
// command lines (5 s each), each of which must end by itself, print
// something and leave sudoku.txt as it was. -points quick stops at 1000
// and -limit S caps each limit at S seconds. sudoku.txt is read as -check
// -loose reads it, and each point also says which line ends it has and
// whether its layout is exact. The score, out of 100: 3 for each small -c
// point, 3.75 for each small -s point, 10/7 for each bad command line, and
// for each of -c 50000, -c 1000000 and -s 50000, 10 if it passes and up to
// 10 more by its rank in time among the submissions graded together, the
// fastest 10 and each next one 10/m less, m the number that passed. The
// report goes to standard output, a table for each submission, headed by
// its student number and digit, with each point's time and peak memory;
// -o FILE writes it as tab-separated values, a row for each submission.
//
// On Linux, where the kernel lets a user make namespaces, each point's
// run is confined as programming contests' judges confine one, with no
// privilege needed: it sees its folder's copy, the puzzle file it is
// given, the system's programs and libraries read-only (a script's
// interpreter and wine's prefix too) and an empty /tmp and home, and
// nothing else of the machine's files; it has no network, loopback
// included; it may take 2 GiB of memory, its processes together, or the
// size -memory gives (512M, 4G), past which it is killed and the point
// fails as "memory limit exceeded"; and it may have 64 processes and
// threads at once, or -procs N, past which starting another fails in the
// program. A link in its folder that leads outside it is left out of the
// copy, and the report says so. Where runs cannot be confined (a kernel
// or policy that refuses user namespaces; macOS; Windows, where a job
// object limits memory and processes), sudoku says once what is not
// confined and why, and grades on; -confine makes that an error. Each
// table says how its runs were confined.
//
// When standard error is a terminal, a run that takes more than about a
// second shows its progress there on one line, erased at the end.
//
// Flags:
//
//	-c N            write N distinct solved grids
//	-s FILE         solve the puzzles in FILE
//	-n N            write N puzzles
//	-m LEVEL        make puzzles of difficulty LEVEL: 1, 2 or 3
//	-r LO~HI        make puzzles with LO to HI blanks
//	-u              make puzzles with a unique solution
//	-se LO~HI       make puzzles of Sudoku Explainer rating LO to HI
//	-sym S          make the givens symmetric: none, rot180, rot90, mirror, flip or diag
//	-minimal        with -u or -m: make puzzles from which no given can be removed
//	-check FILE     check the solved grids in FILE
//	-puzzles P      with -check: the puzzles the grids must solve, in order
//	-loose          with -check: check the grids, not their layout
//	-rate FILE      rate the puzzles in FILE
//	-explain FILE   explain the puzzles in FILE step by step
//	-grade          grade the programs, or the folders holding them, named as arguments
//	-id NUMBER      with -grade: the student number that gives the top-left digit
//	-points P       with -grade: quick, to stop at 1000 grids and puzzles, or full
//	-limit S        with -grade: cap each point's time at S seconds; with -se: give up after S seconds
//	-memory SIZE    with -grade: the memory a run may take, 2G unless given
//	-procs N        with -grade: the processes a run may have at once, 64 unless given
//	-confine        with -grade: fail where the runs cannot be confined
//	-o FILE         write to FILE instead of sudoku.txt (standard output for
//	                -rate and -explain; with -grade, the report as tab-separated values)
//	-first D        fix the top-left digit of every grid to D, 1 to 9, or 0 for none
//	-seed S         choose the grids or puzzles by the number S, to repeat a run
//	-format F       write grids in form F: grid (the default), line, pretty or html
//	-crlf           end lines with CRLF instead of LF
//	-solutions      with -n or -s and -format html: the solutions after the puzzles
//	-version        print the version and what this binary does by default
//	-h              print this manual
//
// The exit status is 0 on success; 1 if an input file is malformed, a puzzle
// to solve with -s has no solution, -check finds a fault, or the output
// cannot be written, or -grade finds no program to grade; and 2 for a
// usage error. -rate and -explain report a
// puzzle without a solution, or with several, and go on. Interrupted,
// terminated or hung up, sudoku removes the file it was writing and ends
// by the signal.
package main
