import numpy as np

VOCAB = 200


def tokenised_reports(n, rng):
    # ophthalmology referral letters -> token ids
    return [rng.integers(1, VOCAB, size=int(rng.integers(10, 60))).astype(np.int32) for _ in range(n)]


def pad_batch(seqs, multiple=8):
    L = max(len(s) for s in seqs)
    L = ((L + multiple - 1) // multiple) * multiple
    out = np.zeros((len(seqs), L), np.int32)
    for i, s in enumerate(seqs):
        out[i, :len(s)] = s
    return out
