import numpy as np
import optax
from flax import nnx


class ColonyCallNet(nnx.Module):
    def __init__(self, rngs):
        self.l1 = nnx.Linear(32, 64, rngs=rngs)
        self.drop = nnx.Dropout(0.3, rngs=rngs)
        self.l2 = nnx.Linear(64, 4, rngs=rngs)

    def __call__(self, x):
        return self.l2(self.drop(nnx.relu(self.l1(x))))


@nnx.jit
def loss_step(model, optimizer, x, y):
    def loss_fn(m):
        return optax.softmax_cross_entropy_with_integer_labels(m(x), y).mean()

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


@nnx.jit
def predict(model, x):
    return model(x).argmax(-1)


rng = np.random.default_rng(0)
X = rng.normal(size=(256, 32)).astype(np.float32)   # Egyptian fruit bat social calls
Y = rng.integers(0, 4, size=256).astype(np.int32)
model = ColonyCallNet(nnx.Rngs(0, dropout=1))
optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
for epoch in range(4):
    model.train()
    for i in range(0, 192, 64):
        loss = loss_step(model, optimizer, X[i:i + 64], Y[i:i + 64])
    model.eval()
    acc = (np.asarray(predict(model, X[192:])) == Y[192:]).mean()
    print(epoch, float(loss), acc)
