# The targets wrap the go commands; see README.md.

GO ?= go
FUZZTIME ?= 1m
# FIRST=D builds a binary whose -c puts D top left without -first.
FIRST ?=
LDFLAGS = -X main.builtinFirst=$(FIRST)

.PHONY: build windows test race suite short bench fuzz smoke lint digit

build: digit
	$(GO) build -ldflags "$(LDFLAGS)" -o sudoku .

# sudoku.exe for Windows, where lines end in CRLF by default.
windows: digit
	GOOS=windows GOARCH=amd64 $(GO) build -ldflags "$(LDFLAGS)" -o sudoku.exe .

digit:
	@case "$(FIRST)" in ""|[1-9]) ;; *) echo "FIRST=$(FIRST): want a digit from 1 to 9"; exit 2;; esac

# The full suite: vet, the quick tests under the race detector, all tests
# (the slow ones use the shared puzzle collections where present), a
# Windows build, and a few seconds of each fuzz target. The end-to-end tests
# start the program many times; under the race detector each run would
# wait a second at exit for late reports. The two runs of the tests run
# side by side, each leaving cores idle much of its time. The race run
# leaves to the other the slowest tests of code that runs on one
# goroutine: the reader's, the solver's, the digger's and the SE rater's.
test: lint
	$(MAKE) -j2 --output-sync race suite
	GOOS=windows GOARCH=amd64 $(GO) build -o /dev/null .
	GOOS=darwin GOARCH=arm64 $(GO) build -o /dev/null .
	$(MAKE) smoke

race:
	GORACE=atexit_sleep_ms=0 $(GO) test -race -short -count=1 -skip '$(ONE_GOROUTINE)' ./...

ONE_GOROUTINE = ^(TestDamage|TestPlainLines|TestParse|TestEveryOverlapIsARule|TestGridBits|TestCountWithin|TestCountSolutions|TestRectangles|TestSolveExcept|TestLevelExchange|TestSEAgreement|TestSETechniques|TestSEMake|TestSEBeyond|TestExplainBeyond|FuzzSolve)$$

suite:
	$(GO) test -count=1 ./...

short:
	$(GO) test -short ./...

bench: build
	$(GO) test -run '^$$' -bench . -benchtime 3x ./...
	./bench.sh

# Each fuzz target with its package.
FUZZ = ./internal/read:FuzzParse ./internal/check:FuzzCheck ./internal/board:FuzzSolve

fuzz:
	for t in $(FUZZ); do $(GO) test -run '^$$' -fuzz "^$${t#*:}$$" -fuzztime $(FUZZTIME) "$${t%:*}" || exit 1; done

# A few seconds of each fuzz target, counted in inputs rather than timed,
# and without minimizing the new inputs found: with Go 1.26, a run can fail
# though no input did when its time runs out on a busy machine
# (go.dev/issue/75804), and minimizing can stall a short run for a minute.
# A failing input is still written to testdata/fuzz. FuzzCheck's inputs are
# whole files, each checked twice over, and far slower.
SMOKE = ./internal/read:FuzzParse:15000 ./internal/check:FuzzCheck:100 ./internal/board:FuzzSolve:10000

smoke:
	for t in $(SMOKE); do p=$${t%%:*}; f=$${t#*:}; $(GO) test -run '^$$' -fuzz "^$${f%:*}$$" -fuzztime "$${f#*:}x" -fuzzminimizetime 0 "$$p" || exit 1; done

lint:
	@test -z "$$(gofmt -l .)" || { gofmt -l .; echo "gofmt: files above need formatting"; exit 1; }
	$(GO) vet ./...
