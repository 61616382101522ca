from functools import partial

import numpy as np
import jax
import jax.numpy as jnp


def tweedie_deviance(y, mu, power):
    return 2 * (jnp.power(jnp.maximum(y, 1e-9), 2 - power) / ((1 - power) * (2 - power))
                - y * jnp.power(mu, 1 - power) / (1 - power) + jnp.power(mu, 2 - power) / (2 - power))


@partial(jax.jit, static_argnames=("metric",))
def evaluate_book(beta, x, y, metric):
    mu = jnp.exp(x @ beta)
    return jnp.mean(metric(y, mu))


def main():
    rng = np.random.default_rng(331)
    x = jnp.asarray(np.column_stack([np.ones(600), rng.normal(size=(600, 3))]), jnp.float32)
    y = jnp.asarray(np.where(rng.uniform(size=600) < 0.2, rng.gamma(2.0, 2.0, 600), 0.0), jnp.float32)
    beta = jnp.asarray([-0.5, 0.1, 0.0, -0.1], jnp.float32)
    for month in range(4):
        beta = beta + 0.01
        dev = evaluate_book(beta, x, y, metric=partial(tweedie_deviance, power=1.5))
        print(month, round(float(dev), 4))


if __name__ == "__main__":
    main()
