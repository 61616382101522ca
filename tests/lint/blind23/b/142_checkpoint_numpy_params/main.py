import jax
import jax.numpy as jnp
import numpy as np

import checkpoint


def init(key):
    k1, k2 = jax.random.split(key)
    return {"hidden": {"w": 0.2 * jax.random.normal(k1, (6, 16)), "b": jnp.zeros(16)},
            "out": {"w": 0.2 * jax.random.normal(k2, (16, 1)), "b": jnp.zeros(1)}}


@jax.jit
def depth_regression_step(params, x, y):
    def loss(p):
        h = jnp.tanh(x @ p["hidden"]["w"] + p["hidden"]["b"])
        return jnp.mean(((h @ p["out"]["w"] + p["out"]["b"])[:, 0] - y) ** 2)

    l, g = jax.value_and_grad(loss)(params)
    return jax.tree_util.tree_map(lambda a, b: a - 0.05 * b, params, g), l


def main():
    rng = np.random.default_rng(0)
    params = init(jax.random.PRNGKey(0))
    for step in range(12):
        x = jnp.asarray(rng.standard_normal((32, 6)), jnp.float32)
        y = jnp.tanh(x[:, 0] - 0.5 * x[:, 3])
        params, l = depth_regression_step(params, x, y)
        if step % 4 == 3:
            params = checkpoint.restore(checkpoint.save(params))
            print(step, float(l), type(params["out"]["w"]).__name__)


if __name__ == "__main__":
    main()
