from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

from config import EXPERIMENTS


def init(key, n_in, layers):
    sizes = (n_in,) + tuple(layers) + (1,)
    keys = jax.random.split(key, len(sizes) - 1)
    return [jax.random.normal(k, (a, b)) * (1 / np.sqrt(a)) for k, a, b in zip(keys, sizes[:-1], sizes[1:])]


@partial(jax.jit, static_argnames=("layers",))
def density_sgd(ws, x, y, lr, layers):
    def f(ws_):
        h = x
        for w in ws_[:len(layers)]:
            h = jax.nn.softplus(h @ w)
        return jnp.mean(((h @ ws_[-1])[:, 0] - y) ** 2)
    l, g = jax.value_and_grad(f)(ws)
    return [w - lr * gi for w, gi in zip(ws, g)], l


def main():
    rng = np.random.default_rng(72)
    # predict bulk density from Fe, S, SiO2, Al2O3 assays
    X = rng.normal(size=(300, 4)).astype(np.float32)
    y = (2.9 + 0.3 * X[:, 0] + 0.15 * X[:, 1] - 0.1 * X[:, 2]).astype(np.float32)
    for exp in EXPERIMENTS:
        ws = init(jax.random.PRNGKey(0), 4, exp["layers"])
        for it in range(50):
            ws, l = density_sgd(ws, X, y, exp["lr"], layers=tuple(exp["layers"]))
        print(f"{exp['name']}: density mse {float(l):.4f}")


if __name__ == "__main__":
    main()
