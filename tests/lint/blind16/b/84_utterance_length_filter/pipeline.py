import numpy as np

N_MELS, MAX_FRAMES, BATCH = 16, 48, 4


def utterances(n, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n):
        frames = int(rng.integers(10, 64))
        yield rng.standard_normal((frames, N_MELS)).astype(np.float32), int(rng.integers(0, 6))


def batched(stream, size=BATCH):
    buf = []
    for item in stream:
        buf.append(item)
        if len(buf) == size:
            yield buf
            buf = []


def drop_too_long(stream, max_frames=MAX_FRAMES):
    for feats, label in stream:
        if len(feats) <= max_frames:
            yield feats, label


def to_arrays(batch):
    feats = np.zeros((len(batch), MAX_FRAMES, N_MELS), np.float32)
    lens = np.zeros((len(batch),), np.int32)
    labels = np.zeros((len(batch),), np.int32)
    for i, (f, y) in enumerate(batch):
        feats[i, : len(f)] = f
        lens[i] = len(f)
        labels[i] = y
    return feats, lens, labels


def make_loader(n, seed=0):
    return (to_arrays(b) for b in batched(drop_too_long(utterances(n, seed))))
