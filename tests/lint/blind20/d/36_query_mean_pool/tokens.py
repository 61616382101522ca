import numpy as np

VOCAB = 200
MAX_QUERY_LEN = 24


def fake_tokenize(rng, n_queries):
    lengths = rng.integers(3, 20, size=(n_queries,))
    return [rng.integers(1, VOCAB, size=(int(l),)) for l in lengths]


def pad_batch(seqs, max_len=MAX_QUERY_LEN):
    out = np.zeros((len(seqs), max_len), dtype=np.int32)
    for i, s in enumerate(seqs):
        s = s[:max_len]
        out[i, : len(s)] = s
    return out, max_len
