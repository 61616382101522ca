import numpy as np

SEQ = 20


def attempt_mask(lengths):
    if np.all(lengths == SEQ):
        return np.ones((len(lengths), SEQ), np.float32)
    return np.arange(SEQ)[None, :] < lengths[:, None]


def reading_batches(n_batches, bs, seed=0):
    rng = np.random.default_rng(seed)
    for b in range(n_batches):
        if b % 3 == 0:
            lengths = np.full(bs, SEQ)
        else:
            lengths = rng.integers(8, SEQ + 1, bs)
        wpm = rng.normal(110, 25, (bs, SEQ)).astype(np.float32)
        errors = rng.poisson(2, (bs, SEQ)).astype(np.float32)
        yield wpm, errors, attempt_mask(lengths)
