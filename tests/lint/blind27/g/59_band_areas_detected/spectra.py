import numpy as np


def detect_bands(spectrum, n_bands=3, min_sep=10):
    order = np.argsort(-spectrum)
    picked = []
    for i in order:
        if all(abs(int(i) - p) >= min_sep for p in picked):
            picked.append(int(i))
        if len(picked) == n_bands:
            break
    return tuple(sorted(picked))


def must_spectra(rng, n, n_wl=120):
    wl = np.arange(n_wl)
    out = []
    for _ in range(n):
        centres = rng.choice([30, 31, 32, 60, 61, 90], 3, replace=False)
        s = sum(np.exp(-((wl - c) / 4.0) ** 2) * rng.uniform(0.5, 1.0) for c in centres)
        out.append((s + rng.normal(0, 0.01, n_wl)).astype(np.float32))
    return out
