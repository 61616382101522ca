import numpy as np

from smoothing import make_smoother

# nominal mission cadences in days (2-min and 30-min)
CADENCE_MODES = (2.0 / 1440, 30.0 / 1440)


def nominal_cadence(measured):
    return min(CADENCE_MODES, key=lambda c: abs(c - measured))


def light_curves(n, seed=0):
    rng = np.random.default_rng(seed)
    for i in range(n):
        mode = CADENCE_MODES[i % 2]
        n_cad = 2048 if mode < 0.01 else 96
        t = np.cumsum(mode * (1 + 1e-4 * rng.normal(size=n_cad)))
        cadence = float(np.median(np.diff(t)))
        flux = (1 + 0.01 * np.sin(t) + 1e-3 * rng.normal(size=n_cad)).astype(np.float32)
        yield cadence, flux


if __name__ == "__main__":
    for i, (cadence, flux) in enumerate(light_curves(6)):
        smooth = make_smoother(nominal_cadence(cadence))
        trend = smooth(flux)
        print(f"lc {i}: cadence {cadence * 1440:.2f} min, resid rms {float(np.std(flux - trend)) * 1e6:.0f} ppm")
