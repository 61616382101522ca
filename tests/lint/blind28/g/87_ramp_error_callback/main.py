import numpy as np
import jax
import jax.numpy as jnp

from callbacks import RampErrorCallback


def predict(params, x):
    return jnp.tanh(x @ params["w1"]) @ params["w2"]


@jax.jit
def update(params, x, y):
    g = jax.grad(lambda p: jnp.mean((predict(p, x) - y) ** 2))(params)
    return jax.tree_util.tree_map(lambda p, d: p - 0.05 * d, params, g)


def main():
    rng = np.random.default_rng(221)
    X = rng.standard_normal((400, 5)).astype(np.float32)
    y = np.sin(X[:, 0]).astype(np.float32)
    k1, k2 = jax.random.split(jax.random.PRNGKey(1))
    params = {"w1": jax.random.normal(k1, (5, 16)) * 0.3, "w2": jax.random.normal(k2, (16,)) * 0.3}
    callbacks = [RampErrorCallback(predict, X[300:], y[300:])]
    for epoch in range(5):
        for s in range(0, 300, 50):
            params = update(params, X[s:s + 50], y[s:s + 50])
        for cb in callbacks:
            cb(epoch, params)
    print(callbacks[0].history)


if __name__ == "__main__":
    main()
