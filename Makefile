# The targets wrap the go commands; see README.md.

GO ?= go
FUZZTIME ?= 1m

.PHONY: build test short bench fuzz lint

build:
	$(GO) build -o sudoku .

# The full suite: vet, the tests under the race detector, the slow tests on
# the shared puzzle collections (skipped where absent), and a short fuzz run.
test: lint
	$(GO) test -race -count=1 .
	$(MAKE) fuzz FUZZTIME=3s

short:
	$(GO) test -short .

bench: build
	$(GO) test -run '^$$' -bench . -benchtime 3x .
	./bench.sh

fuzz:
	$(GO) test -run '^$$' -fuzz '^FuzzParse$$' -fuzztime $(FUZZTIME) .

lint:
	@test -z "$$(gofmt -l .)" || { gofmt -l .; echo "gofmt: files above need formatting"; exit 1; }
	$(GO) vet .
