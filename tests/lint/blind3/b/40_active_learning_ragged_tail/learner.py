import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def sgd_step(w, x, y, lr):
    def loss(w):
        logits = x @ w[:-1] + w[-1]
        return jnp.mean(jnp.logaddexp(0.0, logits) - y * logits) + 1e-3 * jnp.sum(w**2)

    return w - lr * jax.grad(loss)(w)


def minibatches(n, batch_size, rng):
    perm = rng.permutation(n)
    for start in range(0, n, batch_size):
        yield perm[start:start + batch_size]


def fit(w, x, y, rng, epochs=2, batch_size=32, lr=0.5):
    for _ in range(epochs):
        for idx in minibatches(len(y), batch_size, rng):
            w = sgd_step(w, x[idx], y[idx], lr)
    return w


def predictive_entropy(w, x):
    p = 1.0 / (1.0 + np.exp(-(x @ w[:-1] + w[-1])))
    return -(p * np.log(p + 1e-9) + (1 - p) * np.log(1 - p + 1e-9))
