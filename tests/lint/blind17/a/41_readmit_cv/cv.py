import jax
import jax.numpy as jnp
import numpy as np


def kfold_indices(n, k, seed=0):
    perm = np.random.default_rng(seed).permutation(n)
    return np.array_split(perm, k)


def run_fold(x_train, y_train, x_val, y_val, epochs=5, lr=0.1):
    @jax.jit
    def step(w, b, x, y):
        def loss(w, b):
            p = jax.nn.sigmoid(x @ w + b)
            return -jnp.mean(y * jnp.log(p + 1e-7) + (1 - y) * jnp.log(1 - p + 1e-7))
        l, (gw, gb) = jax.value_and_grad(loss, argnums=(0, 1))(w, b)
        return w - lr * gw, b - lr * gb, l

    w = jnp.zeros(x_train.shape[1])
    b = jnp.zeros(())
    for _ in range(epochs):
        w, b, l = step(w, b, x_train, y_train)
    acc = np.mean((np.asarray(x_val @ w + b) > 0) == (y_val > 0.5))
    return float(l), float(acc)
