import jax
import jax.numpy as jnp
from flax import nnx


def loss_fn(model, interior, boundary, boundary_values, boundary_weight):
    res = model.residual(interior)
    bc = model(boundary) - boundary_values
    return jnp.mean(res ** 2) + boundary_weight * jnp.mean(bc ** 2)


@nnx.jit
def train_step(model, optimizer, rngs, interior, boundary, boundary_values, boundary_weight):
    jitter = 0.01 * jax.random.normal(rngs.colloc(), interior.shape)
    loss, grads = nnx.value_and_grad(loss_fn)(
        model, interior + jitter, boundary, boundary_values, boundary_weight
    )
    optimizer.update(model, grads)
    return loss
