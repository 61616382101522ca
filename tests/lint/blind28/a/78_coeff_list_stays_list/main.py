import jax.numpy as jnp
import numpy as np

from model import fit_weekly_visitors


def museum_visitors(weeks=156, seed=0):
    rng = np.random.default_rng(seed)
    t = np.arange(weeks, dtype=np.float32)
    v = 5.0 + 0.2 * t / 52 + 1.2 * np.sin(2 * np.pi * t / 52) + rng.normal(0, 0.2, weeks)
    return jnp.asarray(t), jnp.asarray(v, jnp.float32)


def main():
    t, v = museum_visitors()
    coeffs = [jnp.float32(0.0), jnp.zeros(5)]
    for it in range(300):
        coeffs = fit_weekly_visitors(coeffs, t, v)
    print("trend", round(float(coeffs[0]), 3), "seasonal", np.round(np.asarray(coeffs[1]), 2))


if __name__ == "__main__":
    main()
