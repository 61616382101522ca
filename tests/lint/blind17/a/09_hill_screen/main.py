from functools import partial

import jax
import jax.numpy as jnp
import numpy as np


def hill(params, log_dose):
    bottom, top, log_ec50, slope = params
    return bottom + (top - bottom) / (1.0 + jnp.exp(slope * (log_ec50 - log_dose)))


def sse(params, log_dose, response):
    return jnp.sum((hill(params, log_dose) - response) ** 2)


@partial(jax.jit, static_argnames=("n_iter",))
def fit_curve(init, log_dose, response, n_iter):
    grad_fn = jax.grad(sse)

    def body(_, p):
        return p - 0.01 * grad_fn(p, log_dose, response)

    return jax.lax.fori_loop(0, n_iter, body, init)


def iterations_for(response):
    spread = float(np.std(response))
    return int(100 + 400 * spread)


def main():
    rng = np.random.default_rng(3)
    log_dose = np.linspace(-3, 2, 8).astype(np.float32)
    init = jnp.array([0.0, 1.0, 0.0, 1.0])
    for compound in range(6):
        true = np.array([0.0, 1.0, rng.uniform(-2, 1), rng.uniform(0.5, 2.0)], np.float32)
        response = np.asarray(hill(true, log_dose)) + rng.normal(0, 0.05, 8).astype(np.float32)
        params = fit_curve(init, log_dose, response, n_iter=iterations_for(response))
        print(compound, np.round(np.asarray(params), 2))


if __name__ == "__main__":
    main()
