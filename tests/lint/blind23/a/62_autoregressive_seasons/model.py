from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("n_steps",))
def autoregress(W, x0, n_steps):
    def body(x, _):
        x = x + 0.1 * jnp.tanh(W @ x)
        return x, x

    _, traj = jax.lax.scan(body, x0, None, length=n_steps)
    return traj
