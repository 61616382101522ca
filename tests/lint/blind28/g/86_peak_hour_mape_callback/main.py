import numpy as np
import jax
import jax.numpy as jnp

from callbacks import PeakErrorCallback


def predict(params, x):
    return x @ params["w"] + params["b"]


@jax.jit
def sgd(params, x, y):
    g = jax.grad(lambda p: jnp.mean((predict(p, x) - y) ** 2))(params)
    return jax.tree_util.tree_map(lambda p, d: p - 0.05 * d, params, g)


def main():
    rng = np.random.default_rng(220)
    X = rng.standard_normal((400, 5)).astype(np.float32)
    y = (3.0 + X @ np.array([0.4, 0.2, -0.1, 0.3, 0.05])).astype(np.float32)
    params = {"w": jnp.zeros(5), "b": jnp.zeros(())}
    cb = PeakErrorCallback(X[300:], y[300:])
    for epoch in range(5):
        for s in range(0, 300, 50):
            params = sgd(params, X[s:s + 50], y[s:s + 50])
        cb.on_epoch_end(epoch, params, predict)
    print(cb.log)


if __name__ == "__main__":
    main()
