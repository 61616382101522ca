import numpy as np


def load_sessions(n, seed=0):
    """Synthetic per-session sensor traces of varying duration with a binary label."""
    rng = np.random.default_rng(seed)
    sessions = []
    for _ in range(n):
        length = int(rng.integers(10, 60))
        label = int(rng.random() < 0.5)
        trace = rng.normal(size=(length, 3)) + label * np.linspace(0, 1, length)[:, None]
        sessions.append((trace.astype(np.float32), label))
    return sessions


def pad_batch(batch):
    max_len = max(len(seq) for seq, _ in batch)
    feats = np.zeros((len(batch), max_len, batch[0][0].shape[1]), np.float32)
    mask = np.zeros((len(batch), max_len), np.float32)
    for i, (seq, _) in enumerate(batch):
        feats[i, :len(seq)] = seq
        mask[i, :len(seq)] = 1.0
    labels = np.array([y for _, y in batch], np.float32)
    return feats, mask, labels


def batches(sessions, batch_size, rng):
    order = rng.permutation(len(sessions))
    for i in range(0, len(order) - batch_size + 1, batch_size):
        yield pad_batch([sessions[j] for j in order[i:i + batch_size]])
