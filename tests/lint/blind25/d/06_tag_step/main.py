import numpy as np
import optax
from flax import nnx
from data import make_split, batches
from model import SpanTagger

model = SpanTagger(300, 32, 4, nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.adamw(3e-3), wrt=nnx.Param)

@nnx.jit
def tag_step(model, optimizer, x, y):
    def loss_fn(m):
        return optax.softmax_cross_entropy_with_integer_labels(m(x), y).mean()
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss

x, y = make_split(203)
rng = np.random.default_rng(0)
for epoch in range(3):
    for xb, yb in batches(x, y, 32, rng):
        loss = tag_step(model, optimizer, xb, yb)
    print(epoch, float(loss))
