import jax
import jax.numpy as jnp


@jax.jit
def interview_score_step(params, x, y, lr):
    def mse(p):
        h = jnp.tanh(x @ p["W1"])
        return jnp.mean((h @ p["w2"] - y) ** 2)
    loss, g = jax.value_and_grad(mse)(params)
    return jax.tree_util.tree_map(lambda a, b: a - lr * b, params, g), loss
