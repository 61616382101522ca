import numpy as np
import jax
import jax.numpy as jnp

from loader import ahu_batches


@jax.jit
def mat_model_step(w, batch):
    def loss(w):
        return jnp.mean((batch["x"] @ w - batch["y"]) ** 2)

    l, g = jax.value_and_grad(loss)(w)
    return w - 0.1 * g, l


rng = np.random.default_rng(0)
x = rng.uniform(0, 1, size=(320, 3)).astype(np.float32)
y = (x @ np.array([0.3, 0.6, 0.1]) + rng.normal(0, 0.01, 320)).astype(np.float32)
w = jnp.zeros(3)
for epoch in range(3):
    for batch, end_of_epoch in ahu_batches(x, y, 64):
        w, l = mat_model_step(w, batch)
        if end_of_epoch:
            print(epoch, float(l))
