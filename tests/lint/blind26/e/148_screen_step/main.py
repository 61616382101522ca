import numpy as np
import optax
from flax import nnx


class ConcussionScreenNet(nnx.Module):
    def __init__(self, rngs):
        self.l1 = nnx.Linear(8, 32, rngs=rngs)
        self.drop = nnx.Dropout(0.4, rngs=rngs)
        self.l2 = nnx.Linear(32, 2, rngs=rngs)

    def __call__(self, x):
        return self.l2(self.drop(nnx.relu(self.l1(x))))


@nnx.jit
def screen_step(model, optimizer, x, y):
    def loss(m):
        return optax.softmax_cross_entropy_with_integer_labels(m(x), y).mean()
    l, g = nnx.value_and_grad(loss)(model)
    optimizer.update(model, g)
    return l


rng = np.random.default_rng(80)
X = rng.normal(size=(128, 8)).astype(np.float32)  # balance sway, reaction time, eye tracking
Y = (X[:, 0] - X[:, 1] > 0.8).astype(np.int32)
model = ConcussionScreenNet(nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.adam(3e-3), wrt=nnx.Param)
for epoch in range(4):
    model.drop.rate = 0.4 - 0.1 * epoch
    for i in range(0, 128, 32):
        l = screen_step(model, optimizer, X[i:i + 32], Y[i:i + 32])
    print(epoch, round(model.drop.rate, 2), float(l))
