import numpy as np
import jax.numpy as jnp
import optax
from flax import nnx


class StepCount(nnx.Variable):
    pass


class FlightPhaseNet(nnx.Module):
    """Classifies flapping / gliding / soaring from wing-tag IMU windows."""

    def __init__(self, rngs):
        self.conv = nnx.Conv(6, 16, kernel_size=(5,), rngs=rngs)
        self.head = nnx.Linear(16, 3, rngs=rngs)
        self.steps = StepCount(jnp.array(0, jnp.int32))

    def __call__(self, x):
        h = nnx.relu(self.conv(x)).mean(axis=1)
        return self.head(h)


model = FlightPhaseNet(nnx.Rngs(1))
optimizer = nnx.Optimizer(model, optax.sgd(0.05), wrt=nnx.Param)


@nnx.jit
def update(model, optimizer, x, y):
    def loss_fn(m):
        return optax.softmax_cross_entropy_with_integer_labels(m(x), y).mean()

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    model.steps.value += 1
    return loss


rng = np.random.default_rng(1)
X = rng.normal(size=(128, 50, 6)).astype(np.float32)
Y = rng.integers(0, 3, size=128).astype(np.int32)
for epoch in range(4):
    for i in range(0, 128, 32):
        loss = update(model, optimizer, X[i:i + 32], Y[i:i + 32])
    print(epoch, int(model.steps.value), float(loss))
