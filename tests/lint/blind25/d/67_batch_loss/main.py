import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx
from model import ClauseClassifier

@nnx.jit
def batch_loss(model, x, y):
    return optax.softmax_cross_entropy_with_integer_labels(model(x), y).mean()

@nnx.jit
def clf_step(model, optimizer, x, y):
    loss, grads = nnx.value_and_grad(lambda m: optax.softmax_cross_entropy_with_integer_labels(m(x), y).mean())(model)
    optimizer.update(model, grads)
    return loss

rng = np.random.default_rng(0)
x = rng.normal(size=(96, 30)).astype(np.float32)
y = rng.integers(0, 4, size=96)
model = ClauseClassifier(30, 4, nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
for epoch in range(4):
    model.train()
    clf_step(model, optimizer, x, y)
    train_loss = batch_loss(model, x, y)
    model.eval()
    val_loss = batch_loss(model, x, y)
    print(epoch, float(train_loss), float(val_loss))
