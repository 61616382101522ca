import numpy as np


def load_weighings(seed=1):
    rng = np.random.default_rng(seed)
    records = []
    for animal in range(37):
        n = int(rng.integers(3, 12))
        days = np.sort(rng.uniform(0, 180, size=n)).astype(np.float32)
        weight = (250 + 0.9 * days + rng.normal(scale=4, size=n)).astype(np.float32)
        records.append((days, weight))
    return records


def pad_batch(records, max_len=12):
    b = len(records)
    days = np.zeros((b, max_len), np.float32)
    wts = np.zeros((b, max_len), np.float32)
    mask = np.zeros((b, max_len), np.float32)
    for i, (d, w) in enumerate(records):
        days[i, :len(d)] = d
        wts[i, :len(w)] = w
        mask[i, :len(d)] = 1.0
    return days, wts, mask


def batches(records, batch_size=8):
    for start in range(0, len(records), batch_size):
        chunk = records[start:start + batch_size]
        while len(chunk) < batch_size:
            chunk = chunk + [(np.zeros(0, np.float32), np.zeros(0, np.float32))]
        yield pad_batch(chunk)
