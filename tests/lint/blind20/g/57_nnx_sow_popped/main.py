import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from model import PointFeatureNet

model = PointFeatureNet(nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)


@nnx.jit
def sdf_step(model, optimizer, pts, sdf):
    def loss_fn(m):
        return jnp.mean((m(pts) - sdf) ** 2)

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


rng = np.random.default_rng(0)
for step in range(5):
    pts = rng.uniform(-1, 1, size=(96, 3)).astype(np.float32)
    sdf = (np.linalg.norm(pts, axis=-1) - 0.5).astype(np.float32)
    loss = sdf_step(model, optimizer, pts, sdf)
    features = nnx.pop(model, nnx.Intermediate)
    print(step, float(loss), jax.tree_util.tree_leaves(features)[0].shape)
