import jax
import jax.numpy as jnp
import optax
from flax import nnx


class Classifier(nnx.Module):
    def __init__(self, din, dout, rngs: nnx.Rngs):
        self.hidden = nnx.Linear(din, 16, rngs=rngs)
        self.head = nnx.Linear(16, dout, rngs=rngs)
        self.calls = 0

    def __call__(self, x):
        self.calls += 1
        return self.head(nnx.relu(self.hidden(x)))


@nnx.jit
def train_step(model, optimizer, x, labels):
    def loss_fn(model):
        logits = model(x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


model = Classifier(4, 3, rngs=nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.adam(1e-2), wrt=nnx.Param)
key = jax.random.PRNGKey(1)
x = jax.random.normal(key, (32, 4))
labels = (x[:, 0] > 0).astype(jnp.int32) + (x[:, 1] > 0).astype(jnp.int32)

for step in range(5):
    loss = train_step(model, optimizer, x, labels)
    print(step, float(loss), model.calls)
