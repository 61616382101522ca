import numpy as np


def make_records(rng, n=24):
    records = []
    for _ in range(n):
        length = int(rng.integers(40, 120))
        t = np.arange(length)
        series = np.sin(2 * np.pi * t / 365.0 * 12) + 0.3 * rng.standard_normal(length)
        records.append(series.astype(np.float32))
    return records


def pad_batch(records):
    longest = max(len(r) for r in records)
    x = np.zeros((len(records), longest), dtype=np.float32)
    mask = np.zeros((len(records), longest), dtype=np.float32)
    for i, r in enumerate(records):
        x[i, : len(r)] = r
        mask[i, : len(r)] = 1.0
    return x, mask


def batches(records, batch_size):
    for i in range(0, len(records), batch_size):
        yield pad_batch(records[i:i + batch_size])
