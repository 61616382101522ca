import jax.numpy as jnp
import numpy as np

from solver import robust_detide

PERIODS = jnp.array([12.42, 12.0, 12.66, 23.93, 25.82], jnp.float32)
N_ITER = 4


def bpr_week(k, rng, n=24 * 7 * 4):
    t = (np.arange(n) / 4.0 + 168.0 * k).astype(np.float32)
    p = 2000.0 + 0.9 * np.cos(2 * np.pi * t / 12.42) + 0.2 * np.cos(2 * np.pi * t / 23.93) + 1e-4 * t
    spikes = rng.random(n) < 0.01
    p = p + rng.normal(0, 0.005, n) + spikes * rng.normal(0, 0.5, n)
    return t, (p - 2000.0).astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    for week in range(5):
        t, p = bpr_week(week, rng)
        resid, trend = robust_detide(t, p, PERIODS, N_ITER)
        print(f"week {week}: residual sd {float(jnp.std(resid)) * 100:.2f} cm, drift {float(trend) * 1e4:.4f} dbar/1e4 h")


if __name__ == "__main__":
    main()
