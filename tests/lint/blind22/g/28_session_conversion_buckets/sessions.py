import numpy as np

N_EVENTS = 12
BUCKETS = (4, 8)


def simulate_sessions(n=40, seed=0):
    rng = np.random.default_rng(seed)
    out = []
    for _ in range(n):
        length = int(rng.integers(2, 9))
        events = rng.integers(0, N_EVENTS, length).astype(np.int32)
        converted = float(rng.random() < 0.2)
        out.append((events, converted))
    return out


def bucket_length(n):
    for b in BUCKETS:
        if n <= b:
            return b
    return BUCKETS[-1]


def session_batches(sessions, batch_size=8):
    sessions = sorted(sessions, key=lambda s: len(s[0]))
    for i in range(0, len(sessions), batch_size):
        chunk = sessions[i:i + batch_size]
        width = bucket_length(max(len(e) for e, _ in chunk))
        ev = np.zeros((batch_size, width), np.int32)
        mask = np.zeros((batch_size, width), np.float32)
        mask[:, 0] = 1.0
        y = np.zeros((batch_size,), np.float32)
        for j, (e, c) in enumerate(chunk):
            e = e[:width]
            ev[j, :len(e)] = e
            mask[j, :len(e)] = 1.0
            y[j] = c
        yield ev, mask, y
