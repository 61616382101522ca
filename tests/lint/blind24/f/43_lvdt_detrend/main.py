import numpy as np
import jax

from processing import poly_detrend

LVDTS = ["LVDT-E1", "LVDT-E2", "LVDT-W1", "LVDT-W2", "LVDT-M"]


def record(name, rng, n=1440):
    t = np.linspace(0, 1, n, dtype=np.float32)
    drift = rng.normal(0, 0.4) * t + rng.normal(0, 0.3) * t ** 2
    traffic = 0.05 * (rng.uniform(size=n) < 0.02) * rng.uniform(1, 4, n)
    return (drift + traffic + rng.normal(0, 0.005, n)).astype(np.float32), t


def main():
    rng = np.random.default_rng(1)
    for name in LVDTS:
        x, t = record(name, rng)
        detrend = jax.jit(poly_detrend)
        resid, coef = detrend(x, t)
        print(f"{name}: drift coef {np.round(np.asarray(coef), 3)}, peak live {float(resid.max()):.3f} mm")


if __name__ == "__main__":
    main()
