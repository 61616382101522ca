import jax
import jax.numpy as jnp


@jax.jit
def sandhi_step(params, x, y):
    def lf(p):
        logp = jax.nn.log_softmax(x @ p["w"] + p["b"])
        return -jnp.take_along_axis(logp, y[:, None], 1).mean()
    loss, g = jax.value_and_grad(lf)(params)
    return jax.tree_util.tree_map(lambda a, d: a - 0.3 * d, params, g), loss
