from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="cfg")
def touchdown(sink_rate, mass, cfg):
    def step(s, _):
        z, w = s
        f_gear = jnp.where(z < 0, -cfg.gear_stiffness * z - cfg.gear_damping * w, 0.0)
        a = f_gear / mass - 9.81 + 9.81 * 0.95
        w = w + a * cfg.dt
        return (z + w * cfg.dt, w), f_gear / (mass * 9.81)
    _, nz = jax.lax.scan(step, (jnp.float32(0.0), -sink_rate), None, length=cfg.n_steps)
    return jnp.max(nz)
