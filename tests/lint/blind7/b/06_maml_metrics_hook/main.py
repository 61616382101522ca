import numpy as np
import jax
import jax.numpy as jnp

from metalearn.maml import meta_step, inner_adapt, mse
from metalearn.hooks import QueryLossLogger


def sample_sine_task(rng, k=10):
    amp, phase = rng.uniform(0.1, 5.0), rng.uniform(0, np.pi)
    x = rng.uniform(-5, 5, size=(2 * k, 1)).astype(np.float32)
    y = (amp * np.sin(x + phase)).astype(np.float32)
    return x[:k], y[:k], x[k:], y[k:]


def init_params(key, hidden=32):
    k1, k2 = jax.random.split(key)
    return {"w1": jax.random.normal(k1, (1, hidden)) * 0.5, "b1": jnp.zeros(hidden),
            "w2": jax.random.normal(k2, (hidden, 1)) * 0.1, "b2": jnp.zeros(1)}


def main():
    rng = np.random.default_rng(0)
    params = init_params(jax.random.PRNGKey(0))
    logger = QueryLossLogger(mse)
    for step in range(6):
        xs, ys, xq, yq = sample_sine_task(rng)
        params, loss = meta_step(params, xs, ys, xq, yq)
        logger(step, params, (xq, yq))
    print(logger.history[-1])


if __name__ == "__main__":
    main()
