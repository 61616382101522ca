import numpy as np
import jax
import jax.numpy as jnp

from schedule import lr_at


@jax.jit
def adam_like_step(w, m, v, x, y, lr):
    g = jax.grad(lambda w: jnp.mean((x @ w - y) ** 2))(w)
    m = 0.9 * m + 0.1 * g
    v = 0.999 * v + 0.001 * g ** 2
    return w - lr * m / (jnp.sqrt(v) + 1e-8), m, v


rng = np.random.default_rng(0)
# magnetic and mineralogical indicators -> firing temperature of ceramics
x = rng.normal(size=(70, 5)).astype(np.float32)
y = (x @ np.array([80.0, -30.0, 15.0, 5.0, 0.0], np.float32) / 100).astype(np.float32)
w = m = v = jnp.zeros(5)
for step in range(25):
    w, m, v = adam_like_step(w, m, v, x, y, lr_at(step))
print(np.round(np.asarray(w), 2))
