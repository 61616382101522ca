import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from model import GaugeEstimator

rng = np.random.default_rng(31)
X = rng.normal(size=(160, 3)).astype(np.float32)
y = (22 - 3 * X[:, 1] + 1.5 * X[:, 0] + rng.normal(0, 0.5, 160)).astype(np.float32)

model = GaugeEstimator(nnx.Rngs(0))
opt = nnx.Optimizer(model, optax.adam(1e-2), wrt=nnx.Param)


@nnx.jit
def swatch_step(model, opt, xb, yb):
    def loss_fn(m):
        return jnp.mean((m(xb) - yb) ** 2)
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    opt.update(model, grads)
    return loss


for epoch in range(3):
    for i in range(0, 160, 40):
        loss = swatch_step(model, opt, X[i:i + 40], y[i:i + 40])
    print(epoch, float(loss), int(model.seen.value))
