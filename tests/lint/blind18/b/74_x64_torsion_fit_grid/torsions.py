import numpy as np


def fourier_torsion_energy(phi, k=(1.2, -0.4, 0.8)):
    return sum(kn * (1 + np.cos((n + 1) * phi)) for n, kn in enumerate(k))


def scan_dataset(n, rng):
    phi = rng.uniform(-np.pi, np.pi, size=n)
    e = fourier_torsion_energy(phi) + 0.01 * rng.normal(size=n)
    return phi.astype(np.float64), e.astype(np.float64)


def dense_grid(n):
    phi = np.linspace(-np.pi, np.pi, n, endpoint=False)
    return phi, fourier_torsion_energy(phi)
