import numpy as np

MAX_TOKENS = 40

def collate(seqs, max_len=MAX_TOKENS):
    out = np.zeros((len(seqs), max_len), np.int32)
    for i, s in enumerate(seqs):
        s = s[:max_len]
        out[i, :len(s)] = s
    return out
