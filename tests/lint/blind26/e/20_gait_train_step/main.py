import numpy as np
import optax
from flax import nnx

from model import GaitPhaseNet


@nnx.jit
def gait_train_step(model, optimizer, x, y):
    def loss_fn(m):
        return optax.softmax_cross_entropy_with_integer_labels(m(x), y).mean()
    loss, grads = nnx.value_and_grad(loss_fn, argnums=nnx.DiffState(0, nnx.Param))(model)
    optimizer.update(model, grads)
    return loss


rng = np.random.default_rng(10)
x = rng.normal(size=(128, 6)).astype(np.float32)
y = (np.arctan2(x[:, 0], x[:, 1]) > 0).astype(np.int32) + 2 * (x[:, 2] > 0).astype(np.int32)

model = GaitPhaseNet(nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.adam(1e-2), wrt=nnx.Param)
for epoch in range(2):
    for i in range(0, 128, 32):
        loss = gait_train_step(model, optimizer, x[i:i + 32], y[i:i + 32])
    print(epoch, float(loss), int(model.samples_seen.value))
