import numpy as np


class ResidueVocab:
    def __init__(self):
        self.index = {}

    def encode(self, seq):
        ids = []
        for aa in seq:
            if aa not in self.index:
                self.index[aa] = len(self.index)
            ids.append(self.index[aa])
        return np.array(ids, dtype=np.int32)

    def one_hot(self, ids):
        return np.eye(len(self.index), dtype=np.float32)[ids]
