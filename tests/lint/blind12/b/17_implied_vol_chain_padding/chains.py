import numpy as np


def synthetic_chains(n_expiries, seed=0):
    """One option chain per expiry; listed strikes differ by expiry."""
    rng = np.random.default_rng(seed)
    chains = []
    for i in range(n_expiries):
        n_strikes = int(rng.integers(9, 40))
        T = 0.08 * (i + 1)
        strikes = np.sort(rng.uniform(70, 130, n_strikes))
        vols = 0.2 + 0.1 * ((strikes / 100.0) - 1.0) ** 2
        chains.append({"T": T, "strikes": strikes, "true_vol": vols})
    return chains


def batched(chains, batch_size):
    for i in range(0, len(chains), batch_size):
        yield chains[i:i + batch_size]


def pad_batch(batch):
    width = max(len(c["strikes"]) for c in batch)
    K = np.full((len(batch), width), 100.0, dtype=np.float32)
    vol = np.full((len(batch), width), 0.2, dtype=np.float32)
    T = np.array([c["T"] for c in batch], dtype=np.float32)
    for j, c in enumerate(batch):
        K[j, :len(c["strikes"])] = c["strikes"]
        vol[j, :len(c["strikes"])] = c["true_vol"]
    return K, T, vol
