import numpy as np

N_MELS = 16
MAX_FRAMES = 40


def make_batch(lengths, rng):
    feats = np.zeros((len(lengths), MAX_FRAMES, N_MELS), np.float32)
    for i, n in enumerate(lengths):
        feats[i, :n] = rng.standard_normal((n, N_MELS))
    mask = np.arange(MAX_FRAMES)[None, :] < np.asarray(lengths)[:, None]
    labels = rng.integers(0, 3, size=len(lengths)).astype(np.int32)
    return feats, mask, labels


def loader(n_batches, batch_size=4, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n_batches):
        if rng.random() < 0.5:
            lengths = [MAX_FRAMES] * batch_size          # segmented long-form audio
        else:
            lengths = list(rng.integers(10, MAX_FRAMES, size=batch_size))
        yield make_batch(lengths, rng)
