import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx


class ClimbRateNet(nnx.Module):
    def __init__(self, rngs):
        self.lin = nnx.Linear(4, 1, rngs=rngs)
        self.seen = nnx.Variable(0)

    def __call__(self, x):
        return self.lin(x)[:, 0]


@nnx.jit
def climb_step(model, optimizer, x, y):
    loss, grads = nnx.value_and_grad(lambda m: jnp.mean((m(x) - y) ** 2))(model)
    optimizer.update(model, grads)
    return loss


rng = np.random.default_rng(95)
# initial climb rate (fpm/1000) from TOW, OAT, flap, thrust derate
X = rng.normal(size=(192, 4)).astype(np.float32)
y = (2.5 - 0.4 * X[:, 0] - 0.2 * X[:, 1] + 0.1 * X[:, 3]).astype(np.float32)
model = ClimbRateNet(nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.sgd(0.05), wrt=nnx.Param)
for epoch in range(2):
    for i in range(0, 192, 64):
        loss = climb_step(model, optimizer, X[i:i + 64], y[i:i + 64])
        model.seen.value += 64
    print(epoch, int(model.seen.value), float(loss))
