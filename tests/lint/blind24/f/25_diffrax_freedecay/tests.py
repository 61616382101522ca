import numpy as np

FS = 100.0


def pluck_tests(seed=0):
    """Free-decay (pluck) tests on a cantilevered sign-gantry arm; durations vary per test."""
    rng = np.random.default_rng(seed)
    for dur in (1.2, 1.6, 2.0, 1.6):
        t = np.arange(1, int(dur * FS) + 1) / FS
        wn, zeta, u0 = 2 * np.pi * 2.6, 0.018, rng.uniform(5, 9)
        wd = wn * np.sqrt(1 - zeta ** 2)
        u = u0 * np.exp(-zeta * wn * t) * (np.cos(wd * t) + zeta * wn / wd * np.sin(wd * t))
        yield t.astype(np.float32), (u + rng.normal(0, 0.05, t.size)).astype(np.float32), np.float32(u0)
