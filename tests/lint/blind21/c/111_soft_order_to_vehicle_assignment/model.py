import jax
import jax.numpy as jnp
from flax import nnx


class SoftAssignment(nnx.Module):
    def __init__(self, n_orders, n_vehicles, rngs):
        self.logits = nnx.Param(0.01 * jax.random.normal(rngs.params(), (n_orders, n_vehicles)))
        self.temperature = 1.0

    def __call__(self):
        return jax.nn.softmax(self.logits.value / self.temperature, axis=-1)


@nnx.jit
def assign_step(model, optimizer, weights, capacity, distance):
    def loss_fn(m):
        share = m()
        load = share.T @ weights
        over = jnp.maximum(load - capacity, 0.0)
        return (share * distance).sum() + 5.0 * (over ** 2).sum()

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss
