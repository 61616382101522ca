from functools import partial

import numpy as np
import jax
import jax.numpy as jnp

# day-ahead price regression on lagged prices + load forecast


def make_data(n=400, seed=3):
    rng = np.random.default_rng(seed)
    load = rng.uniform(0.5, 1.5, n)
    gas = rng.uniform(2.0, 4.0, n)
    price = 20 + 35 * load ** 2 + 6 * gas + rng.normal(0, 3, n)
    X = np.stack([load, load ** 2, gas, np.ones(n)], 1).astype(np.float32)
    return X, price.astype(np.float32) / 100.0


@partial(jax.jit, static_argnames=("lr",))
def sgd_step(w, x, y, lr):
    g = jax.grad(lambda w: jnp.mean((x @ w - y) ** 2))(w)
    return w - lr * g


def main():
    X, y = make_data()
    w = jnp.zeros(X.shape[1])
    base_lr = 0.5
    for epoch in range(6):
        lr = base_lr * 0.8 ** epoch
        for s in range(0, 400, 100):
            w = sgd_step(w, X[s:s + 100], y[s:s + 100], lr=lr)
        mse = float(np.mean((X @ np.asarray(w) - y) ** 2))
        print(f"epoch {epoch} lr {lr:.3f} mse {mse:.5f}")


if __name__ == "__main__":
    main()
