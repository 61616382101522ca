from functools import partial
import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=(2,))
def finishing_curve(w0, energy, n_days, k=0.012, w_max=160.0):
    def step(w, _):
        w = w + k * (energy / 14.0) * w * (1.0 - w / w_max) * 1.0
        return w, w
    _, ws = jax.lax.scan(step, w0, None, length=n_days)
    return ws
