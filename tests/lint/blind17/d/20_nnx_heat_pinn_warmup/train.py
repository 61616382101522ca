import jax.numpy as jnp
from flax import nnx


def loss_fn(model, interior, boundary, boundary_values):
    res = model.residual(interior)
    bc = model(boundary) - boundary_values
    return jnp.mean(res ** 2) + model.boundary_weight.value * jnp.mean(bc ** 2)


@nnx.jit
def train_step(model, optimizer, interior, boundary, boundary_values):
    loss, grads = nnx.value_and_grad(loss_fn)(model, interior, boundary, boundary_values)
    optimizer.update(model, grads)
    return loss
