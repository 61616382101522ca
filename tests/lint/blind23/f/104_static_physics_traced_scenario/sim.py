from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="gear")
def peak_load_factor(sink_rate, mass, lift_fraction, gear):
    def step(s, _):
        z, w = s
        f = jnp.where(z < 0, -gear.stiffness * z - gear.damping * w, 0.0)
        w = w + (f / mass - 9.81 * (1 - lift_fraction)) * gear.dt
        return (z + w * gear.dt, w), f / (mass * 9.81)
    _, nz = jax.lax.scan(step, (jnp.zeros_like(sink_rate), -sink_rate), None, length=gear.n_steps)
    return jnp.max(nz)
