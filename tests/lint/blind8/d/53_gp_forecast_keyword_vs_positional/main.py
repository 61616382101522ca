import jax.numpy as jnp
import numpy as np

from gp import gp_posterior
from tune import select_lengthscale

NOISE = 0.1


def load_load_curve(n=48, seed=0):
    """Half-hourly electricity load (normalised) for one day."""
    rng = np.random.default_rng(seed)
    t = np.linspace(0, 1, n, dtype=np.float32)
    y = np.sin(2 * np.pi * t) + 0.5 * np.sin(6 * np.pi * t) + NOISE * rng.standard_normal(n)
    return jnp.asarray(t), jnp.asarray(y.astype(np.float32))


def main():
    t, y = load_load_curve()
    ls, log_ml = select_lengthscale(t, y, [0.02, 0.05, 0.1, 0.2, 0.4])
    print(f"selected lengthscale={ls} log marginal likelihood={log_ml:.2f}")
    t_next = jnp.linspace(1.0, 1.1, 48)
    mean, var, _ = gp_posterior(t, y, t_next, lengthscale=ls, noise=NOISE)
    print("forecast mean (first 4):", np.asarray(mean[:4]).round(3),
          "sd:", np.sqrt(np.asarray(var[:4]).clip(0)).round(3))


if __name__ == "__main__":
    main()
