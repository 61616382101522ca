import jax.numpy as jnp
import optax
from flax import nnx


def train_step(model, optimizer, x, y):
    def loss_fn(m):
        return jnp.mean(jnp.abs(m(x) - y))

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def fit(model, x, y, epochs, steps_per_epoch):
    optimizer = nnx.Optimizer(model, optax.adam(3e-3), wrt=nnx.Param)
    for epoch in range(epochs):
        step = nnx.jit(train_step)
        for _ in range(steps_per_epoch):
            loss = step(model, optimizer, x, y)
        print("epoch", epoch, float(loss))
    return model
