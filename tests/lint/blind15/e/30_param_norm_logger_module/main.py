import jax
import jax.numpy as jnp
import numpy as np

from logging_utils import ParamStatsLogger


def loss_fn(params, x, y):
    h = jax.nn.gelu(x @ params["w1"] + params["b1"])
    return jnp.mean((h @ params["w2"] - y) ** 2)


@jax.jit
def train_step(params, x, y):
    loss, grads = jax.value_and_grad(loss_fn)(params, x, y)
    params = jax.tree.map(lambda p, g: p - 0.05 * g, params, grads)
    return params, grads, loss


def main():
    rng = np.random.default_rng(0)
    params = {"w1": jnp.asarray(rng.normal(size=(4, 8)).astype(np.float32)) * 0.5,
              "b1": jnp.zeros(8), "w2": jnp.asarray(rng.normal(size=(8, 1)).astype(np.float32)) * 0.5}
    logger = ParamStatsLogger(every=2)
    for step in range(10):
        x = rng.normal(size=(32, 4)).astype(np.float32)
        y = np.cos(x[:, :1]).astype(np.float32)
        params, grads, loss = train_step(params, x, y)
        logger.maybe_log(step, params, grads)
    print(logger.records[-1])


if __name__ == "__main__":
    main()
