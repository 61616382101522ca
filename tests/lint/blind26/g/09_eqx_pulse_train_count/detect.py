import numpy as np

MAX_PULSES = 64


def detect_onsets(seed):
    """Echolocation pulse onsets (s) in a 2 s pass, padded to MAX_PULSES."""
    rng = np.random.default_rng(seed)
    n = int(rng.integers(12, 40))
    onsets = np.sort(rng.uniform(0, 2, size=n)).astype(np.float32)
    padded = np.zeros(MAX_PULSES, np.float32)
    padded[:n] = onsets
    padded[n:] = onsets[-1]
    return padded, n
