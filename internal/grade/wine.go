package grade

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"time"
)

// wineStart is how long wine may take to start, the first time in a
// prefix (a folder of its own) much longer.
const wineStart = 5 * time.Minute

// startWine makes wine ready to run the programs of a submission's points:
// a wineserver that stays a minute after its last program, and the
// processes of wine's own that its first program starts. Started here,
// outside any point, they are not taken for processes a program left
// running, nor started again for each point.
func startWine(wine string) {
	ctx, cancel := context.WithTimeout(context.Background(), wineStart)
	defer cancel()
	server := filepath.Join(filepath.Dir(wine), "wineserver")
	if _, err := os.Stat(server); err != nil {
		server, _ = exec.LookPath("wineserver")
	}
	if server != "" {
		cmd := exec.CommandContext(ctx, server, "-p60") // it goes on, apart
		cmd.Env = programEnv(wine)
		cmd.Run()
	}
	cmd := exec.CommandContext(ctx, wine, "cmd", "/c", "exit")
	cmd.Env = programEnv(wine)
	cmd.Run()
}
