import numpy as np


def open_claims(seed=0, n=300):
    rng = np.random.default_rng(seed)
    claims = []
    for i in range(n):
        length = int(rng.integers(2, 17))
        pays = rng.gamma(1.5, 800.0, size=length) * np.exp(-0.2 * np.arange(length))
        claims.append(pays.astype(np.float32))
    return claims


def collate(chunk):
    longest = max(len(c) for c in chunk)
    x = np.zeros((len(chunk), longest), np.float32)
    mask = np.zeros((len(chunk), longest), np.float32)
    for j, c in enumerate(chunk):
        x[j, :len(c)] = c
        mask[j, :len(c)] = 1.0
    return x, mask


def batches(claims, batch_size):
    order = sorted(range(len(claims)), key=lambda i: len(claims[i]))
    for s in range(0, len(order), batch_size):
        yield collate([claims[i] for i in order[s:s + batch_size]])
