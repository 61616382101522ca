import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from model import AppearanceField

model = AppearanceField(nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)


@nnx.jit
def train_step(model, optimizer, pts, view_dirs, rgb, rngs):
    def loss_fn(m, rngs):
        return jnp.mean((m(pts, view_dirs, rngs) - rgb) ** 2)

    loss, grads = nnx.value_and_grad(loss_fn)(model, rngs)
    optimizer.update(model, grads)
    return loss


rng = np.random.default_rng(0)
for step in range(5):
    pts = rng.normal(size=(64, 3)).astype(np.float32)
    view_dirs = rng.normal(size=(64, 3)).astype(np.float32)
    rgb = rng.uniform(size=(64, 3)).astype(np.float32)
    loss = train_step(model, optimizer, pts, view_dirs, rgb, nnx.Rngs(dropout=step))
    print(step, float(loss))
