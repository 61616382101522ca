from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("nt",))
def acoustic_1d(vel, src_wavelet, src_idx, rec_idx, dx, dt, nt):
    nx = vel.shape[0]
    c2 = (vel * dt / dx) ** 2

    def step(carry, it):
        p_prev, p = carry
        lap = jnp.roll(p, 1) - 2 * p + jnp.roll(p, -1)
        p_next = 2 * p - p_prev + c2 * lap
        p_next = p_next.at[src_idx].add(src_wavelet[it] * dt ** 2)
        p_next = p_next.at[0].set(0.0).at[nx - 1].set(0.0)
        return (p, p_next), p_next[rec_idx]

    init = (jnp.zeros(nx), jnp.zeros(nx))
    _, traces = jax.lax.scan(step, init, jnp.arange(nt))
    return traces
