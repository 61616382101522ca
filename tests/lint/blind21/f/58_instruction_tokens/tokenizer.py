import numpy as np

VOCAB = {w: i + 1 for i, w in enumerate(
    "pick up the red green blue cube block open close drawer put it in on left right top shelf".split()
)}


def encode(instruction):
    return [VOCAB[w] for w in instruction.lower().split()]


def collate(instructions):
    ids = [encode(s) for s in instructions]
    max_len = max(len(x) for x in ids)
    tokens = np.zeros((len(ids), max_len), np.int32)
    for i, x in enumerate(ids):
        tokens[i, : len(x)] = x
    return tokens
