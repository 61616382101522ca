import functools

import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np

from losses import huber
from train import train_step

F = 6
rng = np.random.default_rng(123)
model = eqx.nn.MLP(F, 1, 16, 1, key=jax.random.PRNGKey(0))
lr = jnp.float32(0.05)
HUBER_DELTA = 0.02

for step in range(8):
    x = rng.normal(size=(128, F)).astype(np.float32)
    y = (0.01 * x[:, 0] + 0.005 * rng.standard_t(2, 128)).astype(np.float32)
    model, loss = train_step(model, x, y, functools.partial(huber, delta=HUBER_DELTA), lr)
    if step % 2 == 1:
        print(step, float(loss))
