import jax
import jax.numpy as jnp
import numpy as np

from metrics import evaluate

rng = np.random.default_rng(15)
# Martindale abrasion image features: fuzz area, pill count, pill size, contrast, fibre length
w_true = np.array([1.0, 0.8, 0.5, 0.3, -0.4], np.float32)


def make(n):
    f = rng.normal(size=(n, 5)).astype(np.float32)
    g = (1 + np.digitize(f @ w_true, [-1.5, -0.5, 0.5, 1.5])).astype(np.int32)
    return f, g


train = make(200)
splits = {"val": make(60), "test": make(60)}
W = jnp.zeros(5)


@jax.jit
def ordinal_step(W, feats, grades):
    def loss(W):
        return jnp.mean((feats @ W - (grades - 3.0)) ** 2)
    return W - 0.1 * jax.grad(loss)(W)


for epoch in range(4):
    for _ in range(15):
        W = ordinal_step(W, *train)
    print(epoch, evaluate(W, splits))
