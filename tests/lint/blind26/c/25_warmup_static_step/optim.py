from functools import partial
import jax
import jax.numpy as jnp

WARMUP, PEAK = 20, 0.05


@partial(jax.jit, static_argnames=("step",))
def adapt_step(params, x, y, step):
    lr = PEAK * min(1.0, (step + 1) / WARMUP)

    def lf(p):
        pred = jnp.tanh(x @ p["w"]) @ p["v"]
        return jnp.mean((pred - y) ** 2)
    loss, g = jax.value_and_grad(lf)(params)
    return jax.tree_util.tree_map(lambda a, b: a - lr * b, params, g), loss
