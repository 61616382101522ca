import time

import jax
import jax.numpy as jnp
import numpy as np

from profiling import ThroughputLogger


@jax.jit
def train_step(params, x, y):
    def loss_fn(p):
        h = jax.nn.gelu(x @ p["w1"])
        return jnp.mean((h @ p["w2"] - y) ** 2)
    loss, g = jax.value_and_grad(loss_fn)(params)
    return jax.tree.map(lambda p, g_: p - 0.01 * g_, params, g), loss


def main():
    rng = np.random.default_rng(0)
    params = {"w1": jnp.asarray(rng.normal(size=(32, 64)).astype(np.float32) * 0.1),
              "w2": jnp.asarray(rng.normal(size=(64, 8)).astype(np.float32) * 0.1)}
    logger = ThroughputLogger(every=2)
    for step in range(8):
        x = rng.normal(size=(16, 32)).astype(np.float32)
        y = rng.normal(size=(16, 8)).astype(np.float32)
        t0 = time.perf_counter()
        new_params, loss = train_step(params, x, y)
        loss.block_until_ready()
        logger.log(step, train_step, (params, x, y), time.perf_counter() - t0)
        params = new_params
    print(logger.rows[-1])


if __name__ == "__main__":
    main()
