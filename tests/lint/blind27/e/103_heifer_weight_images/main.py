import numpy as np
import jax.numpy as jnp
import optax
from flax import nnx

from model import BodyWeightFromImage

rng = np.random.default_rng(103)
# 20 image descriptors of heifers photographed in the crush; target = weight (std)
X = rng.normal(size=(96, 20)).astype(np.float32)
y = (X[:, :5].sum(1) * 0.3).astype(np.float32)
model = BodyWeightFromImage(nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.adam(1e-2), wrt=nnx.Param)


@nnx.jit
def weigh_step(model, optimizer, x, y):
    loss, g = nnx.value_and_grad(lambda m: jnp.mean((m(x) - y) ** 2))(model)
    optimizer.update(model, g)
    return loss


@nnx.jit
def weigh_eval(model, x, y):
    return jnp.mean(jnp.abs(model(x) - y))


for epoch in range(6):
    for b in range(0, 64, 32):
        loss = weigh_step(model, optimizer, X[b:b + 32], y[b:b + 32])
    if epoch == 2:
        # camera was moved: apply the calibration factor from the reference animal
        model.scale_correction = nnx.Variable(jnp.float32(1.04))
    print(epoch, float(loss), float(weigh_eval(model, X[64:], y[64:])))
