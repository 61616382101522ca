import jax.numpy as jnp
from flax import nnx
import optax

class EchoClassifier(nnx.Module):
    def __init__(self, rngs):
        self.l1 = nnx.Linear(6, 16, rngs=rngs)
        self.l2 = nnx.Linear(16, 3, rngs=rngs)
        self.batches_seen = 0

    def __call__(self, x):
        return self.l2(nnx.relu(self.l1(x)))

@nnx.jit
def sonar_update(model, opt, x, y):
    def loss_fn(m):
        return optax.softmax_cross_entropy_with_integer_labels(m(x), y).mean()
    loss, g = nnx.value_and_grad(loss_fn)(model)
    opt.update(model, g)
    model.batches_seen += 1
    return loss
