import numpy as np

from .tokenizer import PAD_ID, tokenize


def collate(texts):
    seqs = [tokenize(t) for t in texts]
    max_len = max(len(s) for s in seqs)
    ids = np.full((len(seqs), max_len), PAD_ID, dtype=np.int32)
    mask = np.zeros((len(seqs), max_len), dtype=np.float32)
    for i, s in enumerate(seqs):
        ids[i, : len(s)] = s
        mask[i, : len(s)] = 1.0
    return ids, mask
