import jax
import jax.numpy as jnp
import numpy as np
from loaders import TrainLoader, ValidationLoader

@jax.jit
def batch_metrics(w, X, y):
    err = X @ w - y
    return jnp.mean(err ** 2), jnp.mean(jnp.abs(err))

@jax.jit
def sgd(w, X, y):
    return w - 0.05 * jax.grad(lambda w: jnp.mean((X @ w - y) ** 2))(w)

rng = np.random.default_rng(0)
X = rng.normal(size=(512, 6)).astype(np.float32)
y = (X @ rng.normal(size=6)).astype(np.float32)
train, val = TrainLoader(X[:384], y[:384]), ValidationLoader(X[384:], y[384:])
w = jnp.zeros(6)
for epoch in range(3):
    tr = []
    for xb, yb in train:
        w = sgd(w, xb, yb)
        tr.append(float(batch_metrics(w, xb, yb)[0]))
    va = [float(batch_metrics(w, xb, yb)[0]) for xb, yb in val]
    print(epoch, round(np.mean(tr), 4), round(np.mean(va), 4))
