import numpy as np

BUCKETS = (32, 64)


def load_sessions(n, seed=0):
    rng = np.random.default_rng(seed)
    sessions = []
    for _ in range(n):
        length = int(rng.integers(10, 60))
        label = int(rng.random() < 0.5)
        trace = rng.normal(size=(length, 3)) + label * np.linspace(0, 1, length)[:, None]
        sessions.append((trace.astype(np.float32), label))
    return sessions


def bucket_length(n):
    for b in BUCKETS:
        if n <= b:
            return b
    raise ValueError(f"sequence of length {n} exceeds the largest bucket")


def pad_batch(batch):
    max_len = bucket_length(max(len(seq) for seq, _ in batch))
    feats = np.zeros((len(batch), max_len, batch[0][0].shape[1]), np.float32)
    mask = np.zeros((len(batch), max_len), np.float32)
    for i, (seq, _) in enumerate(batch):
        feats[i, :len(seq)] = seq
        mask[i, :len(seq)] = 1.0
    labels = np.array([y for _, y in batch], np.float32)
    return feats, mask, labels


def batches(sessions, batch_size, rng):
    """Sort-by-length bucketing: similar lengths end up in the same batch."""
    order = sorted(rng.permutation(len(sessions)), key=lambda j: len(sessions[j][0]))
    chunks = [order[i:i + batch_size] for i in range(0, len(order) - batch_size + 1, batch_size)]
    for k in rng.permutation(len(chunks)):
        yield pad_batch([sessions[j] for j in chunks[k]])
