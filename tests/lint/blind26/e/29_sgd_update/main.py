import jax
import jax.numpy as jnp
import numpy as np

from schedule import lr_at

rng = np.random.default_rng(16)
X = rng.normal(size=(192, 10)).astype(np.float32)   # wellness questionnaire + load features
w_true = rng.normal(size=10).astype(np.float32)
y = (X @ w_true + rng.normal(0, 0.3, 192)).astype(np.float32)  # next-day readiness


@jax.jit
def sgd_update(w, x, y, lr):
    g = jax.grad(lambda w: jnp.mean((x @ w - y) ** 2))(w)
    return w - lr * g


w = jnp.zeros(10)
for epoch in range(6):
    lr = lr_at(epoch)
    for i in range(0, 192, 48):
        w = sgd_update(w, X[i:i + 48], y[i:i + 48], lr)
    print(epoch, round(float(lr), 5), float(jnp.mean((X @ w - y) ** 2)))
