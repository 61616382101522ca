import numpy as np


def reticulorumen_bolus_logs(n_cows=48, seed=0):
    rng = np.random.default_rng(seed)
    logs = []
    for _ in range(n_cows):
        hours = rng.integers(18, 30)
        temp = rng.normal(39.0, 0.3, hours)
        febrile = rng.uniform() < 0.25
        if febrile:
            temp[hours // 2:] += 1.0
        logs.append((temp.astype(np.float32), np.float32(febrile)))
    return logs


def collate(items):
    longest = max(len(t) for t, _ in items)
    x = np.zeros((len(items), longest), np.float32)
    m = np.zeros((len(items), longest), np.float32)
    for i, (t, _) in enumerate(items):
        x[i, :len(t)] = t
        m[i, :len(t)] = 1.0
    y = np.array([lab for _, lab in items], np.float32)
    return x, m, y


def batches(logs, bs=8):
    for i in range(0, len(logs), bs):
        yield collate(logs[i:i + bs])
