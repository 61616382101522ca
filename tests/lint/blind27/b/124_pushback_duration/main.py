import jax
import jax.numpy as jnp
import numpy as np


def pushback_loss(w, x, y):
    # pushback duration (min) from tug type, stand type, apron congestion
    return jnp.mean((x @ w - y) ** 2)


rng = np.random.default_rng(124)
X = rng.normal(size=(192, 3)).astype(np.float32)
y = (4 + X @ np.array([1.0, 0.5, 1.5], np.float32)).astype(np.float32)
w = jnp.zeros(3)
for i in range(0, 192, 32):
    grad_fn = jax.jit(jax.grad(pushback_loss))
    w = w - 0.1 * grad_fn(w, X[i:i + 32], y[i:i + 32])
print(np.round(np.asarray(w), 3))
