import numpy as np

MAX_LEN = 256


def load_passing_events(n_events=40, seed=7):
    """Strain records from vehicle crossings; length depends on vehicle speed."""
    rng = np.random.default_rng(seed)
    events = []
    for _ in range(n_events):
        n = int(rng.integers(150, MAX_LEN + 1))
        axle_load = rng.uniform(5.0, 40.0)
        t = np.linspace(0, 1, n)
        strain = axle_load * np.exp(-((t - 0.5) / 0.15) ** 2) + rng.normal(0, 0.5, n)
        events.append((strain.astype(np.float32), np.float32(axle_load)))
    return events


def pad_record(strain):
    out = np.zeros(MAX_LEN, dtype=np.float32)
    mask = np.zeros(MAX_LEN, dtype=np.float32)
    out[:len(strain)] = strain
    mask[:len(strain)] = 1.0
    return out, mask


def batches(events, batch_size=8):
    for i in range(0, len(events), batch_size):
        chunk = events[i:i + batch_size]
        xs, ms = zip(*(pad_record(s) for s, _ in chunk))
        ys = np.array([w for _, w in chunk], dtype=np.float32)
        yield np.stack(xs), np.stack(ms), ys
