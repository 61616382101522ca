import functools

import jax
import jax.numpy as jnp

from scenes import SCENES


def bounce(pos, vel, gravity, restitution, dt=0.01, n_steps=50):
    def body(carry, _):
        p, v = carry
        v = v.at[:, 1].add(gravity * dt)
        p = p + dt * v
        hit = p[:, 1] < 0.0
        v = v.at[:, 1].set(jnp.where(hit, -restitution * v[:, 1], v[:, 1]))
        p = p.at[:, 1].set(jnp.abs(p[:, 1]))
        return (p, v), None

    (pos, vel), _ = jax.lax.scan(body, (pos, vel), None, length=n_steps)
    return pos, vel


@functools.lru_cache(maxsize=None)
def solver_for(scene):
    cfg = SCENES[scene]
    return jax.jit(functools.partial(bounce, gravity=cfg["gravity"], restitution=cfg["restitution"]))
