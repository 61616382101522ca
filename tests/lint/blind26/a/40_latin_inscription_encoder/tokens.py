import numpy as np

ALPHABET = "ABCDEFGHIKLMNOPQRSTVXY. "
BUCKETS = (32, 64)


def encode(line):
    return [ALPHABET.index(c) + 1 for c in line if c in ALPHABET]


def bucketed(lines):
    for line in lines:
        ids = encode(line)
        size = next(b for b in BUCKETS if len(ids) <= b)
        arr = np.zeros(size, np.int32)
        arr[:len(ids)] = ids
        yield line, arr
