import numpy as np

BOUNDARIES = (16, 32, 64)
N_MELS = 12


def synthetic_utterances(n, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n):
        frames = int(rng.integers(8, 64))
        feats = rng.standard_normal((frames, N_MELS)).astype(np.float32)
        label = int(rng.integers(0, 5))
        yield feats, label


def bucket_for(length):
    for b in BOUNDARIES:
        if length <= b:
            return b
    return BOUNDARIES[-1]


def _emit(width, items):
    feats = np.zeros((len(items), width, N_MELS), np.float32)
    mask = np.zeros((len(items), width), np.float32)
    labels = np.zeros((len(items),), np.int32)
    for i, (f, y) in enumerate(items):
        feats[i, : len(f)] = f
        mask[i, : len(f)] = 1.0
        labels[i] = y
    return {"feats": feats, "mask": mask, "labels": labels}


def bucketed_batches(utterances, batch_size):
    pending = {b: [] for b in BOUNDARIES}
    for feats, label in utterances:
        b = bucket_for(len(feats))
        pending[b].append((feats, label))
        if len(pending[b]) == batch_size:
            yield _emit(b, pending[b])
            pending[b] = []
    for b, items in pending.items():
        if items:
            yield _emit(b, items)
