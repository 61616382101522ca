from functools import partial

import jax
import jax.numpy as jnp

MU_MAX, KS, YXS, SF = 0.35, 0.2, 0.5, 400.0


def rhs(state, feed):
    x, s, v = state
    mu = MU_MAX * s / (KS + s)
    dil = feed / v
    dx = mu * x - dil * x
    ds = -mu * x / YXS + dil * (SF - s)
    return jnp.stack([dx, ds, jnp.asarray(feed)])


@partial(jax.jit, static_argnums=(2,))
def run_phase(state, feed, n_steps, dt):
    def body(st, _):
        st = st + dt * rhs(st, feed)
        st = st.at[1].set(jnp.maximum(st[1], 0.0))
        return st, st[0]

    return jax.lax.scan(body, state, None, length=n_steps)
