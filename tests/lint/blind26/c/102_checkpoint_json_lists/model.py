import jax
import jax.numpy as jnp


@jax.jit
def tone_sandhi_step(params, x, y):
    def lf(p):
        w, b = jnp.asarray(p["w"]), jnp.asarray(p["b"])
        logp = jax.nn.log_softmax(x @ w + b)
        return -jnp.take_along_axis(logp, y[:, None], 1).mean()
    loss, g = jax.value_and_grad(lf)(params)
    return jax.tree_util.tree_map(lambda a, d: a - 0.3 * d, params, g), loss
