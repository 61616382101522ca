import functools

import jax
import jax.numpy as jnp
import numpy as np

from config import ChartConfig


@functools.partial(jax.jit, static_argnums=(1,))
def control_limits(readings, sigma_k):
    mu = jnp.mean(readings)
    sd = jnp.std(readings)
    ucl = mu + sigma_k * sd
    lcl = mu - sigma_k * sd
    out = jnp.logical_or(readings > ucl, readings < lcl)
    return ucl, lcl, jnp.sum(out)


def run_shift(cfg, rng, n_runs=8):
    sigma_k = cfg.sigma_k
    for run in range(n_runs):
        readings = rng.normal(10.0, 0.5, size=cfg.window).astype(np.float32)
        if run % cfg.shift_every == 0:
            sigma_k = round(sigma_k - 0.25, 2)
        ucl, lcl, n_out = control_limits(jnp.asarray(readings), sigma_k)
        print(run, sigma_k, float(ucl), float(lcl), int(n_out))


if __name__ == "__main__":
    run_shift(ChartConfig(), np.random.default_rng(1))
