import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from model import SurveyNet


@nnx.jit
def survey_step(model, optimizer, x, y):
    def loss_fn(m):
        return jnp.mean((m(x) - y) ** 2)
    loss, g = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, g)
    return loss


rng = np.random.default_rng(0)
X = (rng.integers(1, 6, (160, 12)) + rng.normal(0, 0.1, (160, 12))).astype(np.float32)  # Likert items
y = (X[:, :4].mean(1) - X[:, 8:].mean(1)).astype(np.float32)
model = SurveyNet(12, nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.adam(1e-2), wrt=nnx.Param)
for epoch in range(4):
    for i in range(0, 160, 32):
        loss = survey_step(model, optimizer, X[i:i + 32], y[i:i + 32])
    print(epoch, float(loss), float(model.bn.mean[...].mean()))
