import numpy as np


class GrowingVocab:
    """Word vocabulary that admits unseen words as they arrive."""

    def __init__(self, words=("<pad>", "<unk>")):
        self.itos = list(words)
        self.stoi = {w: i for i, w in enumerate(self.itos)}

    def __len__(self):
        return len(self.itos)

    def encode(self, text, max_len=8):
        ids = []
        for w in text.split()[:max_len]:
            if w not in self.stoi:
                self.stoi[w] = len(self.itos)
                self.itos.append(w)
            ids.append(self.stoi[w])
        return ids + [0] * (max_len - len(ids))


def grow_embeddings(table, new_size, rng):
    if new_size <= table.shape[0]:
        return table
    extra = rng.standard_normal((new_size - table.shape[0], table.shape[1])).astype(np.float32) * 0.02
    return np.concatenate([table, extra], axis=0)
