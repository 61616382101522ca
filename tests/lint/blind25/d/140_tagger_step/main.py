import numpy as np
import optax
from flax import nnx
from model import StatuteTagger
from schedule import dropout_for_epoch

@nnx.jit
def tagger_step(model, optimizer, x, y):
    def loss_fn(m):
        return optax.softmax_cross_entropy_with_integer_labels(m(x), y).mean()
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss

rng = np.random.default_rng(0)
x = rng.normal(size=(96, 30)).astype(np.float32)
y = rng.integers(0, 5, size=96)
model = StatuteTagger(nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.adam(2e-3), wrt=nnx.Param)
for epoch in range(6):
    model.drop.rate = dropout_for_epoch(epoch)
    for _ in range(3):
        loss = tagger_step(model, optimizer, x, y)
    print(epoch, model.drop.rate, float(loss))
