import jax
import jax.numpy as jnp
import numpy as np


def load_occupancy(n=480, seed=0):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, 5)).astype(np.float32)
    y = (0.7 + 0.1 * x[:, 0] - 0.05 * x[:, 2] + rng.normal(0, 0.02, n)).astype(np.float32)
    return x, y


def main():
    x, y = load_occupancy()
    params = {"w": jnp.zeros(5), "b": jnp.zeros(())}
    for epoch in range(2):
        for s in range(0, len(x), 96):
            xb, yb = x[s:s + 96], y[s:s + 96]

            @jax.jit
            def occupancy_grad(p):
                return jax.grad(lambda q: jnp.mean((xb @ q["w"] + q["b"] - yb) ** 2))(p)

            g = occupancy_grad(params)
            params = jax.tree_util.tree_map(lambda a, b: a - 0.3 * b, params, g)
        print(epoch, float(params["b"]))


if __name__ == "__main__":
    main()
