import numpy as np

MAX_SAMPLES = 640


def make_utterances(n, seed=0):
    rng = np.random.default_rng(seed)
    return [rng.standard_normal(int(L)).astype(np.float32) for L in rng.integers(200, MAX_SAMPLES, n)]


def pad_batch(utts, length=MAX_SAMPLES):
    out = np.zeros((len(utts), length), np.float32)
    lens = np.zeros(len(utts), np.int32)
    for i, u in enumerate(utts):
        out[i, : len(u)] = u
        lens[i] = len(u)
    return out, lens
