import numpy as np


def collate(records):
    longest = max(len(r["trace"]) for r in records)
    x = np.zeros((len(records), longest), np.float32)
    m = np.zeros((len(records), longest), np.float32)
    for i, r in enumerate(records):
        x[i, :len(r["trace"])] = r["trace"]
        m[i, :len(r["trace"])] = 1.0
    y = np.array([r["label"] for r in records], np.float32)
    return x, m, y


def batches(records, bs):
    for i in range(0, len(records), bs):
        yield collate(records[i:i + bs])
