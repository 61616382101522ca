import numpy as np

NUM_JOINTS = 21


def make_clips(n, seed=0):
    rng = np.random.default_rng(seed)
    clips, labels = [], []
    for _ in range(n):
        t = int(rng.integers(12, 40))
        clips.append(rng.normal(size=(t, NUM_JOINTS, 3)).astype(np.float32))
        labels.append(int(rng.integers(0, 10)))
    return clips, labels


def collate(clips, labels):
    max_len = max(c.shape[0] for c in clips)
    out = np.zeros((len(clips), max_len, NUM_JOINTS, 3), np.float32)
    mask = np.zeros((len(clips), max_len), np.float32)
    for i, c in enumerate(clips):
        out[i, : c.shape[0]] = c
        mask[i, : c.shape[0]] = 1.0
    return out, mask, np.asarray(labels, np.int32)


def batches(clips, labels, batch_size):
    for i in range(0, len(clips), batch_size):
        yield collate(clips[i : i + batch_size], labels[i : i + batch_size])
