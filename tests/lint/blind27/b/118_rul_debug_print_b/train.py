from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("tag",))
def rul_gd_step(w, x, y, tag):
    loss, g = jax.value_and_grad(lambda w: jnp.mean((x @ w - y) ** 2))(w)
    jax.debug.print("[{t}] loss={l:.3f}", t=tag, l=loss)
    return w - 0.05 * g
