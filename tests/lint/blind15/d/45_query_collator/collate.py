import numpy as np

PAD_ID = 0


def tokenize(text, vocab_size=200):
    return [1 + (sum(map(ord, w)) % (vocab_size - 1)) for w in text.lower().split()]


def collate(texts):
    seqs = [tokenize(t) for t in texts]
    width = max(len(s) for s in seqs)
    ids = np.full((len(seqs), width), PAD_ID, np.int32)
    for i, s in enumerate(seqs):
        ids[i, :len(s)] = s
    return ids
