import numpy as np
import optax
from flax import nnx


class FatigueNet(nnx.Module):
    def __init__(self, rngs):
        self.l1 = nnx.Linear(12, 32, rngs=rngs)
        self.drop = nnx.Dropout(0.3, rngs=rngs)
        self.l2 = nnx.Linear(32, 1, rngs=rngs)

    def __call__(self, x):
        return self.l2(self.drop(nnx.relu(self.l1(x))))[:, 0]


@nnx.jit
def fatigue_loss(model, x, y):
    return ((model(x) - y) ** 2).mean()


@nnx.jit
def fatigue_step(model, opt, x, y):
    loss, g = nnx.value_and_grad(lambda m: ((m(x) - y) ** 2).mean())(model)
    opt.update(model, g)
    return loss


rng = np.random.default_rng(31)
X = rng.normal(size=(256, 12)).astype(np.float32)  # HRV, sleep, CMJ, wellness items
Y = (X[:, :4].mean(1) + 0.2 * rng.normal(size=256)).astype(np.float32)
model = FatigueNet(nnx.Rngs(0))
opt = nnx.Optimizer(model, optax.adam(5e-3), wrt=nnx.Param)
for epoch in range(4):
    model.train()
    for i in range(0, 192, 64):
        fatigue_step(model, opt, X[i:i + 64], Y[i:i + 64])
    tr = fatigue_loss(model, X[:64], Y[:64])
    model.eval()
    va = fatigue_loss(model, X[192:], Y[192:])
    print(epoch, float(tr), float(va))
