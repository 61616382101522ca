import numpy as np
import jax
import jax.numpy as jnp

from callbacks import ValidationCallback

rng = np.random.default_rng(44)
# horse: girth, body length, height (cm, standardized) -> weight deviation
X = rng.normal(size=(240, 3)).astype(np.float32)
y = (X @ np.array([1.2, 0.8, 0.3]) + rng.normal(0, 0.1, 240)).astype(np.float32)
Xtr, ytr = X[:180], y[:180]
cb = ValidationCallback(X[180:], y[180:])


@jax.jit
def equine_step(w, x, y):
    g = jax.grad(lambda w: jnp.mean((x @ w - y) ** 2))(w)
    return w - 0.1 * g


w = jnp.zeros(3)
for epoch in range(6):
    for b in range(0, 180, 45):
        w = equine_step(w, Xtr[b:b + 45], ytr[b:b + 45])
    if epoch % 2 == 1:
        cb(epoch, w)
