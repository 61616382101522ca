import numpy as np

PAD_ID = 0
MAX_TOKENS = 12


def tokenize(text, vocab_size=200):
    return [1 + (sum(map(ord, w)) % (vocab_size - 1)) for w in text.lower().split()]


def collate(texts):
    seqs = [tokenize(t)[:MAX_TOKENS] for t in texts]
    ids = np.full((len(seqs), MAX_TOKENS), PAD_ID, np.int32)
    for i, s in enumerate(seqs):
        ids[i, :len(s)] = s
    return ids
