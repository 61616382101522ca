import numpy as np


def trim_silence(frames, energy_floor=0.5):
    energy = np.log((frames ** 2).mean(1) + 1e-6)
    keep = energy > np.quantile(energy, 0.0) + energy_floor
    return frames[keep]


def load_utterances(seed, n=6, T=120, dim=13):
    rng = np.random.default_rng(seed)
    for _ in range(n):
        f = rng.normal(size=(T, dim)).astype(np.float32)
        f[: int(rng.integers(5, 30))] *= 0.05
        yield trim_silence(f)
