import jax
import jax.numpy as jnp
import numpy as np

from checkpoint import restore


@jax.jit
def adapt_step(params, x, y):
    def loss(p):
        h = jax.nn.relu(x @ p["encoder"]["w"] + p["encoder"]["b"])
        return jnp.mean((h @ p["head"]["w"] + p["head"]["b"] - y) ** 2)
    l, g = jax.value_and_grad(loss)(params)
    return jax.tree_util.tree_map(lambda p, gp: p - 0.02 * gp, params, g), l


def main():
    rng = np.random.default_rng(3)
    x = rng.normal(size=(48, 12)).astype(np.float32)
    y = (x[:, 2] * 0.4 + 1.0).astype(np.float32)
    params = restore()
    for step in range(8):
        params, l = adapt_step(params, x, y)
    print(f"after adaptation: loss {float(l):.4f}")


if __name__ == "__main__":
    main()
