import numpy as np

VOCAB = {w: i + 1 for i, w in enumerate(
    "pick up the red green blue cube block open close drawer put it in on left right top shelf".split()
)}
MAX_TOKENS = 12


def encode(instruction):
    return [VOCAB[w] for w in instruction.lower().split()][:MAX_TOKENS]


def collate(instructions):
    ids = [encode(s) for s in instructions]
    tokens = np.zeros((len(ids), MAX_TOKENS), np.int32)
    for i, x in enumerate(ids):
        tokens[i, : len(x)] = x
    return tokens
