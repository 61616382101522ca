import numpy as np

ALPHABET = "abcdefghijklmnopqrstuvwxyz"
MAX_WORD = 12


def encode(word):
    ids = np.zeros(MAX_WORD, np.int32)
    idx = [ALPHABET.index(c) for c in word.lower()][:MAX_WORD]
    ids[: len(idx)] = idx
    return ids, np.int32(len(idx))
