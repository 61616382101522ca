import numpy as np

N_FEAT, N_TONES = 12, 5


def read_corpus_a(rng, n):
    # tone labels shipped as compact int8 arrays
    x = rng.normal(size=(n, N_FEAT)).astype(np.float32)
    y = rng.integers(0, N_TONES, n).astype(np.int8)
    return x, y


def read_corpus_b(rng, n):
    x = rng.normal(size=(n, N_FEAT)).astype(np.float32)
    y = rng.integers(0, N_TONES, n).astype(np.int32)
    return x, y


def interleaved(seed, n_batches=10, bs=32):
    rng = np.random.default_rng(seed)
    for i in range(n_batches):
        reader = read_corpus_a if i % 2 == 0 else read_corpus_b
        yield reader(rng, bs)
