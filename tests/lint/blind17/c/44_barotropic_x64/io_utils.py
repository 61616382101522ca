import numpy as np


def read_initial_vorticity(n=32, seed=0):
    rng = np.random.default_rng(seed)
    spec = rng.standard_normal((n, n)) / (1 + np.add.outer(np.arange(n), np.arange(n)))
    return np.fft.ifft2(spec).real.astype(np.float32)


def topographic_forcing(n=32):
    y, x = np.meshgrid(np.linspace(0, 2 * np.pi, n, endpoint=False),
                       np.linspace(0, 2 * np.pi, n, endpoint=False), indexing="ij")
    return 1e-3 * np.sin(x) * np.cos(y)
