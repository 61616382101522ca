import jax.numpy as jnp
from flax import nnx


@nnx.jit
def buildup_step(model, optimizer, x, y):
    def loss_fn(m):
        return jnp.mean((jnp.log(m(x)) - jnp.log(y)) ** 2)
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def train(model, optimizer, x, y, epochs):
    for epoch in range(epochs):
        loss = buildup_step(model, optimizer, x, y)
        model.history.append(round(float(loss), 6))
    return model.history
