import numpy as np

from sed import BANDS


def template_grid(n_t=30):
    lam = np.array([3550, 4690, 6170, 7480, 8930], np.float32)
    temps = np.linspace(3000, 30000, n_t)
    x = 1.4388e8 / (lam[None] * temps[:, None])
    planck = 1 / (lam[None] ** 5 * (np.exp(x) - 1))
    return (planck / planck.max(1, keepdims=True)).astype(np.float32), temps


def read_rows(n=256, seed=0):
    rng = np.random.default_rng(seed)
    templates, temps = template_grid()
    idx = rng.integers(0, len(temps), n)
    f = templates[idx] * rng.uniform(10, 100, (n, 1))
    e = 0.03 * f + 0.1
    f = f + rng.normal(0, e)
    return [dict(zip(BANDS, row)) for row in f.astype(np.float32)], e.astype(np.float32), temps[idx]


def columns(rows, errors):
    fluxes = tuple(np.array([r[b] for r in rows]) for b in BANDS)
    errs = tuple(errors[:, i] for i in range(len(BANDS)))
    return fluxes, errs
