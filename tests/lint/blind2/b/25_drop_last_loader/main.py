import jax
import jax.numpy as jnp
import numpy as np

from data import ArrayLoader


def loss_fn(w, x, y):
    return jnp.mean((x @ w - y) ** 2)


@jax.jit
def sgd_step(w, x, y):
    loss, g = jax.value_and_grad(loss_fn)(w, x, y)
    return w - 0.05 * g, loss


rng = np.random.default_rng(1)
x = rng.normal(size=(70, 3)).astype(np.float32)
y = x @ np.array([0.5, -1.0, 2.0], dtype=np.float32)
loader = ArrayLoader(x, y, batch_size=16, drop_last=True)

w = jnp.zeros(3)
for epoch in range(3):
    for xb, yb in loader:
        w, loss = sgd_step(w, xb, yb)
    print(epoch, len(loader), float(loss))
