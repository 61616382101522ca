from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

DEPTHS = (1, 2)
REPEATS = 3


def init(key, depth, width=24, n_in=36, n_out=20):
    keys = jax.random.split(key, depth + 1)
    dims = [n_in] + [width] * depth
    layers = [jax.random.normal(keys[i], (dims[i], dims[i + 1])) * 0.1 for i in range(depth)]
    return {"hidden": layers, "out": jax.random.normal(keys[-1], (width, n_out)) * 0.1}


@partial(jax.jit, static_argnames="depth")
def deep_step(params, x, y, depth):
    def loss_fn(p):
        h = x
        for i in range(depth):
            h = jnp.tanh(h @ p["hidden"][i])
        logits = h @ p["out"]
        return -jnp.mean(jax.nn.log_softmax(logits)[jnp.arange(y.shape[0]), y])

    loss, g = jax.value_and_grad(loss_fn)(params)
    return jax.tree_util.tree_map(lambda a, b: a - 0.1 * b, params, g), loss


def main():
    rng = np.random.default_rng(71)
    x = rng.random((40, 36)).astype(np.float32)
    y = rng.integers(0, 20, 40).astype(np.int32)
    for seed in range(REPEATS):
        for depth in DEPTHS:
            params = init(jax.random.PRNGKey(seed), depth)
            for _ in range(6):
                params, loss = deep_step(params, x, y, depth=depth)
            print(seed, depth, round(float(loss), 4))


if __name__ == "__main__":
    main()
