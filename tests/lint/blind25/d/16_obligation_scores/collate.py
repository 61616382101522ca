import numpy as np

def pad_batch(seqs, pad_id=0):
    longest = max(len(s) for s in seqs)
    out = np.full((len(seqs), longest), pad_id, dtype=np.int32)
    for i, s in enumerate(seqs):
        out[i, :len(s)] = s
    return out
