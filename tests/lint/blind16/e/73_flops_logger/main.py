import time

import jax
import jax.numpy as jnp
import numpy as np
import optax

from logging_utils import FlopsLogger

tx = optax.adam(1e-3)


@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        h = jax.nn.gelu(x @ p["w1"])
        return jnp.mean((h @ p["w2"] - y) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(64, 32)).astype(np.float32)
    y = rng.normal(size=(64, 8)).astype(np.float32)
    params = {"w1": jnp.asarray(rng.normal(size=(32, 64)) * 0.1, jnp.float32),
              "w2": jnp.asarray(rng.normal(size=(64, 8)) * 0.1, jnp.float32)}
    opt_state = tx.init(params)
    logger = FlopsLogger(train_step, every=2)
    for step in range(8):
        t0 = time.perf_counter()
        new_params, opt_state, loss = jax.block_until_ready(train_step(params, opt_state, x, y))
        logger.maybe_log(step, time.perf_counter() - t0, params, opt_state, x, y)
        params = new_params


if __name__ == "__main__":
    main()
