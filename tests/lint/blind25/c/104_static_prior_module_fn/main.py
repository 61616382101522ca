from functools import partial

import numpy as np
import jax
import jax.numpy as jnp


def edsd_log_prior(plx, length_scale_pc):
    return -4 * jnp.log(plx) - 1000.0 / (plx * length_scale_pc)


@partial(jax.jit, static_argnames=("log_prior",))
def distance_posterior(plx_grid, plx_obs, plx_err, length_scale_pc, log_prior):
    lp = -0.5 * ((plx_grid - plx_obs) / plx_err) ** 2 + log_prior(plx_grid, length_scale_pc)
    p = jnp.exp(lp - lp.max())
    return p / p.sum()


def main():
    grid = jnp.linspace(0.01, 5.0, 2000)
    rng = np.random.default_rng(0)
    for i in range(5):
        plx, err = float(rng.uniform(0.05, 2.0)), float(rng.uniform(0.05, 0.4))
        L = float(rng.choice([900.0, 1350.0]))
        post = distance_posterior(grid, plx, err, L, log_prior=edsd_log_prior)
        print(f"source {i}: plx={plx:.2f}+/-{err:.2f} -> <d> = {float(jnp.sum(post * 1000 / grid)):.0f} pc")


if __name__ == "__main__":
    main()
