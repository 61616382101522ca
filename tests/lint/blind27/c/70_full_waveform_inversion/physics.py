import jax
import jax.numpy as jnp

DT, DX, SRC_I, REC_I = 0.002, 10.0, 5, 54


def record(v, src):
    def step(carry, s):
        u_prev, u = carry
        lap = (jnp.roll(u, 1) - 2 * u + jnp.roll(u, -1)) / DX ** 2
        u_next = 2 * u - u_prev + (v * DT) ** 2 * lap
        u_next = u_next.at[SRC_I].add(s * DT ** 2)
        return (u, u_next), u_next[REC_I]
    z = jnp.zeros_like(v)
    _, trace = jax.lax.scan(step, (z, z), src)
    return trace


def waveform_misfit(v, src, obs):
    return jnp.sum((record(v, src) - obs) ** 2)
