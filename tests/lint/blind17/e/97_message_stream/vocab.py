import numpy as np


class GrowingVocab:
    def __init__(self):
        self.index = {"<unk>": 0}

    def encode(self, words):
        ids = []
        for w in words:
            if w not in self.index:
                self.index[w] = len(self.index)
            ids.append(self.index[w])
        return ids

    def __len__(self):
        return len(self.index)


def grow_embeddings(table, new_size, rng, dim):
    if table.shape[0] >= new_size:
        return table
    extra = rng.normal(scale=0.1, size=(new_size - table.shape[0], dim)).astype(np.float32)
    return np.concatenate([np.asarray(table), extra])
