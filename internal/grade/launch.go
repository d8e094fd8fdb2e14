package grade

import (
	"encoding/json"
	"fmt"
	"os"
)

// The grader runs each point's program through this program itself, run
// again as its launcher: a launcher sets up what the program may see and
// take, on Linux in namespaces of its own, and then runs it (see
// confine_linux.go). launchVar, in the launcher's environment, holds its
// launchSpec.
const launchVar = "SUDOKU_GRADE_LAUNCH"

// A launchSpec is what a launcher is to run, and how.
type launchSpec struct {
	Prog   string   // the program; "" to set the view up and end, as a probe
	Args   []string // its arguments after its name
	Dir    string   // where it runs: the copy of its folder
	Env    []string // its environment
	Memory int64    // the most memory it may take, its processes together
	Procs  int      // the most processes it may have at once
	User   int      // the user it runs as in its namespace: 0, or programUser
	View   *view    // what it sees
}

// A view is the file system a confined run sees: a tree of its own, made
// in an empty folder, in which the parts named are the system's own.
type view struct {
	Root     string   // the empty folder
	Read     []string // folders and files of the system it reads, at their place
	Write    []string // folders it reads and writes: the copy of its folder
	Temp     []string // folders it has empty, and writes, for the run only: /tmp, its home
	Over     []string // folders it reads and writes, its writes not kept: wine's prefix
	TempSize int64    // the most each of Temp holds
	Wine     bool     // wine's own processes are not the program's
}

// A launchReport is what a confined launcher says of the run, once it
// ends, on the pipe the grader gives it.
type launchReport struct {
	Status     int   // the program's wait status, as the system gives it
	Peak       int64 // the most memory its processes took together, in bytes
	Left       int   // processes left running when it ended, since killed
	OverMemory bool  // killed for taking more than the memory allowed
	Err        string
}

// reportFile is the descriptor of the pipe a launcher reports on.
const reportFile = 3

// Launch runs this process as a launcher if the grader started it as one
// and returns the exit status it is to end with, and true; otherwise it
// returns false at once. main calls it before anything else.
func Launch() (int, bool) {
	text, ok := os.LookupEnv(launchVar)
	if !ok {
		return 0, false
	}
	var spec launchSpec
	if err := json.Unmarshal([]byte(text), &spec); err != nil {
		fmt.Fprintf(os.Stderr, "sudoku: launcher: %v\n", err)
		return 1, true
	}
	rep := confinedRun(spec)
	out := os.NewFile(reportFile, "report")
	if err := json.NewEncoder(out).Encode(rep); err != nil || rep.Err != "" {
		return 1, true
	}
	return 0, true
}
