import numpy as np

MAX_DEV = 16


def open_claims(seed=0, n=300):
    """Each claim has a history of incremental payments; older claims have longer histories."""
    rng = np.random.default_rng(seed)
    claims = []
    for i in range(n):
        length = int(rng.integers(2, MAX_DEV + 1))
        pays = rng.gamma(1.5, 800.0, size=length) * np.exp(-0.2 * np.arange(length))
        claims.append(pays.astype(np.float32))
    return claims


def batches(claims, batch_size):
    for s in range(0, len(claims), batch_size):
        chunk = claims[s:s + batch_size]
        x = np.zeros((batch_size, MAX_DEV), np.float32)
        mask = np.zeros((batch_size, MAX_DEV), np.float32)
        for j, c in enumerate(chunk):
            x[j, :len(c)] = c
            mask[j, :len(c)] = 1.0
        yield x, mask
