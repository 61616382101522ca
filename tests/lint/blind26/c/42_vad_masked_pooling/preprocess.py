import numpy as np


def speech_mask(frames, energy_floor=0.5):
    energy = np.log((frames ** 2).mean(1) + 1e-6)
    return (energy > energy.min() + energy_floor).astype(np.float32)


def load_utterances(seed, n=6, T=120, dim=13):
    rng = np.random.default_rng(seed)
    for _ in range(n):
        f = rng.normal(size=(T, dim)).astype(np.float32)
        f[: int(rng.integers(5, 30))] *= 0.05
        yield f, speech_mask(f)
