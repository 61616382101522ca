import jax
import jax.numpy as jnp


def mse(params, batch):
    pred = jnp.tanh(batch["x"] @ params["w"] + params["b"]) @ params["v"]
    return jnp.mean((pred - batch["y"]) ** 2)


@jax.jit
def compute_grads(params, batch):
    return jax.value_and_grad(mse)(params, batch)


def global_norm(tree):
    return jnp.sqrt(sum(jnp.sum(g ** 2) for g in jax.tree_util.tree_leaves(tree)))
