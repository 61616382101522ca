import numpy as np

SR = 8000


def load_dialogue_stem(seconds=5.3, seed=0):
    rng = np.random.default_rng(seed)
    n = int(SR * seconds)
    t = np.arange(n) / SR
    speech = (np.sin(2 * np.pi * 3 * t) > 0.2) * np.sin(2 * np.pi * 220 * t) * 0.5
    return (speech + 0.02 * rng.standard_normal(n)).astype(np.float32)


def chunks(signal, seconds=1.0):
    size = int(SR * seconds)
    for start in range(0, len(signal), size):
        yield start / SR, signal[start:start + size]
