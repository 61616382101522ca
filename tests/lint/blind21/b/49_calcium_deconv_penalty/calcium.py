import numpy as np

DEFAULT_SPARSITY = 0.05


def simulate_cell(seed, n_frames=300, gamma=0.9):
    rng = np.random.default_rng(seed)
    spikes = (rng.random(n_frames) < 0.03).astype(np.float32)
    c = np.zeros(n_frames, dtype=np.float32)
    for t in range(1, n_frames):
        c[t] = gamma * c[t - 1] + spikes[t]
    return (c + rng.normal(scale=0.2, size=n_frames)).astype(np.float32)


def sparsity_for(trace, n_baseline=60):
    if len(trace) < 200:
        return DEFAULT_SPARSITY
    noise_sd = np.median(np.abs(np.diff(trace[:n_baseline]))) / 0.6745
    return 0.25 * noise_sd
