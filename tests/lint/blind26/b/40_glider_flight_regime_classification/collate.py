import numpy as np


def pad_batch(seqs):
    longest = max(len(s) for s in seqs)
    x = np.zeros((len(seqs), longest, seqs[0].shape[1]), np.float32)
    mask = np.zeros((len(seqs), longest), np.float32)
    for i, s in enumerate(seqs):
        x[i, :len(s)] = s
        mask[i, :len(s)] = 1.0
    return x, mask


def dive_batches(dives, labels, batch_size):
    for i in range(0, len(dives), batch_size):
        x, mask = pad_batch(dives[i:i + batch_size])
        yield x, mask, labels[i:i + batch_size]
