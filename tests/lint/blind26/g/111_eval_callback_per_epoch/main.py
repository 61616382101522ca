import numpy as np
import jax
import jax.numpy as jnp
import optax

from callbacks import ConfusionCallback

rng = np.random.default_rng(0)
X = rng.normal(size=(300, 16)).astype(np.float32)    # pig vocalisation features
Y = rng.integers(0, 3, 300).astype(np.int32)         # grunt, squeal, bark
w = jnp.zeros((16, 3))


@jax.jit
def epoch_update(w, x, y):
    g = jax.grad(lambda w: optax.softmax_cross_entropy_with_integer_labels(x @ w, y).mean())(w)
    return w - 0.5 * g


for epoch in range(5):
    w = epoch_update(w, X[:240], Y[:240])
    cb = ConfusionCallback(X[240:], Y[240:], 3)
    print(epoch, round(cb(epoch, w), 3))
