import jax
import jax.numpy as jnp


@jax.jit
def sgd_update(params, x, y, lr):
    def lf(p):
        logits = x @ p["w"] + p["b"]
        return -jnp.mean(jnp.take_along_axis(jax.nn.log_softmax(logits), y[:, None], 1))
    loss, g = jax.value_and_grad(lf)(params)
    return jax.tree_util.tree_map(lambda a, b: a - lr * b, params, g), loss
