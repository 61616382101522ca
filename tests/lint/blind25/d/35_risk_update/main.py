import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx
from model import OnlineRiskModel

@nnx.jit
def risk_update(model, optimizer, x, y):
    def loss_fn(m):
        return optax.sigmoid_binary_cross_entropy(m(x), y).mean()
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    model.docs_seen.value += x.shape[0]
    return loss

rng = np.random.default_rng(0)
model = OnlineRiskModel(20, nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.sgd(0.1), wrt=nnx.Param)
for day in range(5):
    x = rng.normal(size=(16, 20)).astype(np.float32)
    y = (rng.random(16) < 0.2).astype(np.float32)
    loss = risk_update(model, optimizer, x, y)
    print(day, int(model.docs_seen.value), float(loss))
