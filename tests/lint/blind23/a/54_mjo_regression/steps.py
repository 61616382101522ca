import jax
import jax.numpy as jnp


def forward(params, inputs):
    return jnp.tanh(inputs @ params["w"] + params["b"]) @ params["v"]


@jax.jit
def batch_loss(params, batch):
    inputs, targets = batch
    return jnp.mean((forward(params, inputs) - targets) ** 2)


@jax.jit
def grad_step(params, batch):
    loss, g = jax.value_and_grad(batch_loss)(params, batch)
    return jax.tree_util.tree_map(lambda p, gi: p - 0.05 * gi, params, g), loss
