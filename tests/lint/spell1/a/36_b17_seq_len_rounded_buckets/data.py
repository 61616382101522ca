import numpy as np

PAD_ID = 0


def make_batches(n_batches, batch_size=8, max_len=32, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n_batches):
        lengths = rng.integers(4, max_len, size=batch_size)
        tokens = np.zeros((batch_size, max_len), np.int32)
        for i, L in enumerate(lengths):
            tokens[i, :L] = rng.integers(1, 50, size=L)
        yield tokens, lengths
