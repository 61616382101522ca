import numpy as np

from smoothing import make_smoother


def light_curves(n, n_cad=512, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n):
        t = np.cumsum(rng.uniform(0.019, 0.023, n_cad))
        cadence = float(np.median(np.diff(t)))
        flux = (1 + 0.01 * np.sin(t) + 1e-3 * rng.normal(size=n_cad)).astype(np.float32)
        yield cadence, flux


if __name__ == "__main__":
    for i, (cadence, flux) in enumerate(light_curves(5)):
        smooth = make_smoother(cadence)
        trend = smooth(flux)
        print(f"lc {i}: cadence {cadence * 1440:.2f} min, resid rms {float(np.std(flux - trend)) * 1e6:.0f} ppm")
