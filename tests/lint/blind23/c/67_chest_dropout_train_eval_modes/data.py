import numpy as np


def rg_batches(n_batches, bs=16, n_sym=14, n_sc=24, seed=0):
    """Resource grids: LS estimates at pilot REs linearly spread, target = true channel (re/im channels)."""
    rng = np.random.default_rng(seed)
    for _ in range(n_batches):
        tau = rng.uniform(0, 3, (bs, 1, 1))
        fd = rng.uniform(0, 0.05, (bs, 1, 1))
        t = np.arange(n_sym)[None, :, None]
        f = np.arange(n_sc)[None, None, :]
        h = np.exp(-2j * np.pi * (f * tau / n_sc - t * fd))
        noisy = h + 0.2 * (rng.standard_normal(h.shape) + 1j * rng.standard_normal(h.shape))
        as_ch = lambda z: np.stack([z.real, z.imag], -1).astype(np.float32)
        yield as_ch(noisy), as_ch(h)
