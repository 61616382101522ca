import functools

import jax
import jax.numpy as jnp


def lap(a):
    return jnp.roll(a, 1, 0) + jnp.roll(a, -1, 0) + jnp.roll(a, 1, 1) + jnp.roll(a, -1, 1) - 4 * a


@functools.partial(jax.jit, static_argnums=(2,))
def frame(u, v, cfg):
    def body(_, uv):
        u, v = uv
        uvv = u * v * v
        u = u + cfg.dt * (cfg.du * lap(u) - uvv + cfg.feed * (1 - u))
        v = v + cfg.dt * (cfg.dv * lap(v) + uvv - (cfg.feed + cfg.kill) * v)
        return u, v

    return jax.lax.fori_loop(0, cfg.steps_per_frame, body, (u, v))
