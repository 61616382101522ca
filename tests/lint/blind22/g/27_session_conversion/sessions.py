import numpy as np

N_EVENTS = 12


def simulate_sessions(n=40, seed=0):
    rng = np.random.default_rng(seed)
    out = []
    for _ in range(n):
        length = int(rng.integers(2, 9))
        events = rng.integers(0, N_EVENTS, length).astype(np.int32)
        converted = float(rng.random() < 0.2)
        out.append((events, converted))
    return out


def session_batches(sessions, batch_size=8):
    sessions = sorted(sessions, key=lambda s: len(s[0]))
    for i in range(0, len(sessions), batch_size):
        chunk = sessions[i:i + batch_size]
        longest = max(len(e) for e, _ in chunk)
        ev = np.zeros((len(chunk), longest), np.int32)
        mask = np.zeros((len(chunk), longest), np.float32)
        for j, (e, _) in enumerate(chunk):
            ev[j, :len(e)] = e
            mask[j, :len(e)] = 1.0
        y = np.array([c for _, c in chunk], np.float32)
        yield ev, mask, y
