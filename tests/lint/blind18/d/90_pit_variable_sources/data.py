import numpy as np

MAX_SRC, LEN = 4, 1024


def mixtures(rng):
    for n_spk in (2, 3, 2, 4, 3):
        ref = 0.3 * rng.standard_normal((n_spk, LEN)).astype(np.float32)
        est = ref[rng.permutation(n_spk)] + 0.05 * rng.standard_normal((n_spk, LEN)).astype(np.float32)
        est = np.concatenate([est, np.zeros((MAX_SRC - n_spk, LEN), np.float32)])
        yield est, ref
