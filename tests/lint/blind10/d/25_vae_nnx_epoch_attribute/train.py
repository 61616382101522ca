import jax
import optax
from flax import nnx


@nnx.jit
def train_step(model, optimizer, batch, key):
    loss, grads = nnx.value_and_grad(lambda m: m(batch, key))(model)
    optimizer.update(model, grads)
    return loss


def fit(model, batches, key, epochs):
    optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
    history = []
    for epoch in range(epochs):
        model.epoch = epoch
        for batch in batches:
            key, sub = jax.random.split(key)
            history.append(float(train_step(model, optimizer, batch, sub)))
    return history
