import jax.numpy as jnp
from flax import nnx


@nnx.jit
def emulator_step(model, optimizer, x, melt):
    def loss_fn(m):
        return jnp.mean((m(x) - melt) ** 2)
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def correct_albedo(model, satellite_albedo, modelled_albedo):
    model.albedo_bias = float(satellite_albedo - modelled_albedo)
