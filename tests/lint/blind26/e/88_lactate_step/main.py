import numpy as np
import optax
from flax import nnx


class LactateNet(nnx.Module):
    def __init__(self, rngs):
        self.l1 = nnx.Linear(3, 16, rngs=rngs)
        self.l2 = nnx.Linear(16, 1, rngs=rngs)

    def __call__(self, x):
        return self.l2(nnx.tanh(self.l1(x)))[:, 0]


@nnx.jit
def lactate_step(model, optimizer, x, y):
    loss, g = nnx.value_and_grad(lambda m: ((m(x) - y) ** 2).mean())(model)
    optimizer.update(model, g)
    return loss


rng = np.random.default_rng(47)
X = rng.uniform(0, 1, size=(120, 3)).astype(np.float32)  # speed, HR fraction, stage duration
Y = (1.0 + 6 * np.exp(3 * (X[:, 0] - 1)) + rng.normal(0, 0.1, 120)).astype(np.float32)  # mmol/L

model = LactateNet(nnx.Rngs(0))
for block, lr in enumerate([1e-2, 3e-3, 1e-3]):
    optimizer = nnx.Optimizer(model, optax.adam(lr), wrt=nnx.Param)
    for it in range(20):
        loss = lactate_step(model, optimizer, X, Y)
    print("block", block, "lr", lr, "loss", round(float(loss), 4))
