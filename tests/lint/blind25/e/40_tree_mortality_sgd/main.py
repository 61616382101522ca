from functools import partial
import numpy as np
import jax
import jax.numpy as jnp
import optax
from schedule import lr_for_epoch

@partial(jax.jit, static_argnums=(4,))
def sgd_epoch_step(w, b, X, y, lr):
    def loss(w, b):
        return optax.sigmoid_binary_cross_entropy(X @ w + b, y).mean()
    gw, gb = jax.grad(loss, argnums=(0, 1))(w, b)
    return w - lr * gw, b - lr * gb

rng = np.random.default_rng(24)
X = rng.normal(size=(300, 5)).astype(np.float32)
y = (X[:, 0] - X[:, 2] + rng.normal(0, 0.5, 300) > 0).astype(np.float32)
w, b = jnp.zeros(5), jnp.float32(0.0)
for epoch in range(6):
    lr = lr_for_epoch(epoch)
    for i in range(0, 300, 60):
        w, b = sgd_epoch_step(w, b, X[i:i + 60], y[i:i + 60], lr)
    print(epoch, np.round(np.asarray(w), 2))
