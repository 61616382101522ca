import numpy as np


def aftershock_sequences(seed=15):
    rng = np.random.default_rng(seed)
    seqs = {}
    for name, n in [("Amatrice", 140), ("Norcia", 210), ("Ridgecrest", 175), ("Kaikoura", 140)]:
        u = rng.random(n)
        times = np.sort(0.05 * ((1 - u) ** (-1 / 0.15) - 1))
        seqs[name] = np.minimum(times, 30.0).astype(np.float32)
    return seqs
