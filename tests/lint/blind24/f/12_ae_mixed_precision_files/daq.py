import numpy as np

HIT_LEN = 512


def read_hits(file_index, n_hits=16, seed=0):
    """Acoustic emission hit waveforms. Older DAQ exports are double precision."""
    rng = np.random.default_rng(seed + file_index)
    t = np.arange(HIT_LEN) / 2.0e6
    f = rng.uniform(120e3, 300e3, (n_hits, 1))
    tau = rng.uniform(20e-6, 80e-6, (n_hits, 1))
    amp = rng.uniform(0.01, 0.5, (n_hits, 1))
    w = amp * np.sin(2 * np.pi * f * t) * np.exp(-t / tau) + rng.normal(0, 1e-3, (n_hits, HIT_LEN))
    if file_index < 3:
        return w  # float64 from legacy format
    return w.astype(np.float32)
