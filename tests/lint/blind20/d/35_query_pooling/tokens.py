import numpy as np

VOCAB = 200


def fake_tokenize(rng, n_queries):
    lengths = rng.integers(3, 20, size=(n_queries,))
    return [rng.integers(1, VOCAB, size=(int(l),)) for l in lengths]


def pad_batch(seqs):
    max_len = max(len(s) for s in seqs)
    out = np.zeros((len(seqs), max_len), dtype=np.int32)
    for i, s in enumerate(seqs):
        out[i, : len(s)] = s
    return out, max_len
