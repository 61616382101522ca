import numpy as np


class NoteTokenizer:
    def __init__(self, corpus):
        words = sorted({w for note in corpus for w in note.lower().split()})
        self.vocab = {w: i + 1 for i, w in enumerate(words)}

    def __call__(self, notes):
        ids = [[self.vocab.get(w, 0) for w in n.lower().split()] for n in notes]
        L = max(len(i) for i in ids)
        out = np.zeros((len(ids), L), np.int32)
        for r, seq in enumerate(ids):
            out[r, :len(seq)] = seq
        return out
