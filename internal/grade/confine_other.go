//go:build !linux

package grade

import (
	"os/exec"
	"runtime"
)

// Only Linux's namespaces confine a run here: elsewhere the grader limits
// what the system allows (see Windows's job object).

func canConfine(dir string) (bool, string) {
	if runtime.GOOS == "windows" {
		return false, "Windows limits a run's memory and processes (a job object), not what files it reads or writes, nor the network"
	}
	return false, runtime.GOOS + " has no namespaces a program may make to confine a run: only time and output are limited"
}

func confinedRun(spec launchSpec) launchReport {
	return launchReport{Err: "runs are confined only on Linux"}
}

func launcher(spec launchSpec) (*exec.Cmd, error) { panic("runs are confined only on Linux") }

type pendingReport struct {
	launchReport
	err error
}

func withReport(cmd *exec.Cmd) (*pendingReport, error) { panic("runs are confined only on Linux") }

func (rep *pendingReport) started() {}

func (rep *pendingReport) wait() {}

func chownTree(dir string) error { return nil }

func runUser(wine bool) int { return 0 }
