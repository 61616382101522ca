import numpy as np
import optax
from flax import nnx

from callbacks import DropoutDecay
from model import EchoNet

rng = np.random.default_rng(0)
X = rng.normal(size=(192, 40)).astype(np.float32)
Y = rng.integers(0, 3, size=192).astype(np.int32)

model = EchoNet(nnx.Rngs(0, dropout=1))
optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)


@nnx.jit
def train_step(model, optimizer, x, y):
    def loss_fn(m):
        return optax.softmax_cross_entropy_with_integer_labels(m(x), y).mean()

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


cb = DropoutDecay()
for epoch in range(5):
    cb.on_epoch_begin(epoch, model)
    for i in range(0, 192, 64):
        loss = train_step(model, optimizer, X[i:i + 64], Y[i:i + 64])
    print(epoch, round(model.drop.rate, 2), float(loss))
