import numpy as np

N = 2000


def read_triaxial(rng, walkers):
    t = np.arange(N) / 200.0
    z = sum(0.02 * np.sin(2 * np.pi * (1.8 + 0.1 * w) * t * k) / k for w in range(walkers) for k in (1, 2, 3))
    z = z + rng.normal(0, 0.003, N)
    x = 0.2 * z + rng.normal(0, 0.002, N)
    y = 0.15 * np.roll(z, 7) + rng.normal(0, 0.002, N)
    return [a.astype(np.float32) for a in (x, y, z)]
