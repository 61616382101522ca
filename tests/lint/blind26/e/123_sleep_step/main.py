import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx


class SleepQualityNet(nnx.Module):
    def __init__(self, rngs):
        self.l1 = nnx.Linear(5, 16, rngs=rngs)
        self.l2 = nnx.Linear(16, 1, rngs=rngs)

    def __call__(self, x):
        return self.l2(nnx.gelu(self.l1(x)))[:, 0]


@nnx.jit
def sleep_step(model, optimizer, x, y, epoch):
    def loss(m):
        w = jnp.where(epoch < 2, 0.5, 1.0)
        return w * jnp.mean((m(x) - y) ** 2)
    l, g = nnx.value_and_grad(loss)(model)
    optimizer.update(model, g)
    return l


rng = np.random.default_rng(66)
X = rng.normal(size=(96, 5)).astype(np.float32)  # actigraphy: TST, WASO, efficiency, latency, HRV
y = (X[:, 2] - X[:, 1] + rng.normal(0, 0.3, 96)).astype(np.float32)
model = SleepQualityNet(nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.adam(1e-2), wrt=nnx.Param)
for epoch in range(5):
    for i in range(0, 96, 32):
        l = sleep_step(model, optimizer, X[i:i + 32], y[i:i + 32], epoch)
    print(epoch, float(l))
