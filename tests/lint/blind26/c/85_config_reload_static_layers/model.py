from functools import partial
import jax
import jax.numpy as jnp


def init(key, d_in, hidden, n_layers, n_out):
    keys = jax.random.split(key, n_layers + 1)
    ws = [jax.random.normal(keys[0], (d_in, hidden)) * 0.2]
    ws += [jax.random.normal(keys[i], (hidden, hidden)) * 0.2 for i in range(1, n_layers)]
    return {"hidden": ws, "out": jax.random.normal(keys[-1], (hidden, n_out)) * 0.2}


@partial(jax.jit, static_argnames=("n_layers",))
def deep_step(params, x, y, lr, n_layers):
    def lf(p):
        h = x
        for i in range(n_layers):
            h = jnp.tanh(h @ p["hidden"][i])
        logp = jax.nn.log_softmax(h @ p["out"])
        return -jnp.take_along_axis(logp, y[:, None], 1).mean()
    loss, g = jax.value_and_grad(lf)(params)
    return jax.tree_util.tree_map(lambda a, b: a - lr * b, params, g), loss
