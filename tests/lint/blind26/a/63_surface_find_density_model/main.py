import numpy as np
import jax
import jax.numpy as jnp

from schedule import step_decay


@jax.jit
def momentum_update(w, v, X, y, lr):
    g = jax.grad(lambda w: jnp.mean((jnp.exp(X @ w) - y) ** 2))(w)
    v = 0.9 * v + g
    return w - lr * v, v


rng = np.random.default_rng(2)
X = rng.normal(scale=0.3, size=(80, 5)).astype(np.float32)
y = rng.poisson(np.exp(X @ np.array([0.5, -0.2, 0.1, 0.0, 0.3]))).astype(np.float32)
w = jnp.zeros(5); v = jnp.zeros(5)
for epoch in range(10):
    w, v = momentum_update(w, v, X, y, step_decay(epoch))
print(np.round(np.asarray(w), 2))
