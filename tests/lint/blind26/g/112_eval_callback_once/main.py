import numpy as np
import jax
import jax.numpy as jnp
import optax

from callbacks import ValAccuracy

rng = np.random.default_rng(1)
X = rng.normal(size=(300, 16)).astype(np.float32)    # cattle vocalisation features
Y = rng.integers(0, 3, 300).astype(np.int32)
w = jnp.zeros((16, 3))


@jax.jit
def full_batch_update(w, x, y):
    g = jax.grad(lambda w: optax.softmax_cross_entropy_with_integer_labels(x @ w, y).mean())(w)
    return w - 0.5 * g


cb = ValAccuracy(X[240:], Y[240:])
for epoch in range(5):
    w = full_batch_update(w, X[:240], Y[:240])
    print(epoch, round(cb(epoch, w), 3))
