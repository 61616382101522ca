import numpy as np

ALPHABET = "ACDEFGHIKLMNPQRSTVWY"
UNK = len(ALPHABET)


class ResidueVocab:
    def __init__(self):
        self.index = {aa: i for i, aa in enumerate(ALPHABET)}

    def encode(self, seq):
        return np.array([self.index.get(aa, UNK) for aa in seq], dtype=np.int32)

    def one_hot(self, ids):
        return np.eye(len(ALPHABET) + 1, dtype=np.float32)[ids]
