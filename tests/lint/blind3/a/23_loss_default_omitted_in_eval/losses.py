import jax
import jax.numpy as jnp


@jax.jit
def regularized_loss(params, x, y, l2=1e-4):
    logits = x @ params["w"] + params["b"]
    ce = -jnp.mean(jnp.take_along_axis(jax.nn.log_softmax(logits), y[:, None], 1))
    return ce + l2 * jnp.sum(params["w"] ** 2)


@jax.jit
def sgd_step(params, x, y, l2, lr):
    g = jax.grad(regularized_loss)(params, x, y, l2)
    return jax.tree_util.tree_map(lambda p, gi: p - lr * gi, params, g)
