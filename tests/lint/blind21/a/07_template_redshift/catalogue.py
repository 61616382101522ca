import numpy as np

# (name, redshift) -- local standards are at rest
TARGETS = [
    ("HD19445", 0),
    ("QSO-0412", 0.37),
    ("BD+17", 0),
    ("GAL-1133", 0.12),
    ("GAL-2051", 0.55),
]


def observed_spectrum(z, wave, rng):
    line = 6563.0 * (1 + z)
    flux = 1.0 + 3.0 * np.exp(-0.5 * ((wave - line) / 8.0) ** 2) + 0.05 * rng.normal(size=wave.size)
    ivar = np.full(wave.size, 400.0)
    return flux.astype(np.float32), ivar.astype(np.float32)


def load(wave, seed=0):
    rng = np.random.default_rng(seed)
    for name, z in TARGETS:
        flux, ivar = observed_spectrum(z, wave, rng)
        yield {"name": name, "z": z, "flux": flux, "ivar": ivar}
