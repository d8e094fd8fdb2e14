# Puzzles as a course's Python module keeps them: strings of 81
# characters, a space for each blank.

puzzle1='53  7    6  195    98    6 8   6   34  8 3  17   2   6 6    28    419  5    8  79'

# Harder
puzzle2 = "  3 2 6  9  3 5  1  18 64    81 29  7       8  67 82    26 95  8  2 3  9  5 1 3  "  # 0.5 s

SAMPLES = [
    '2   8 3   6  7  84 3 5  2 9   1 54 8         4 27 6   3 1  7 4 72  4  6   4 1   3',
]
