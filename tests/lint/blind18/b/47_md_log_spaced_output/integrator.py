import functools

import jax
import jax.numpy as jnp


def morse_forces(pos, de=1.0, a=2.0, r0=1.1):
    def energy(p):
        d = p[:, None] - p[None]
        r = jnp.sqrt(jnp.sum(d ** 2, -1) + jnp.eye(p.shape[0]))
        x = jnp.exp(-a * (r - r0))
        return 0.5 * jnp.sum(de * (x * x - 2 * x) * (1 - jnp.eye(p.shape[0])))
    return -jax.grad(energy)(pos)


@functools.partial(jax.jit, static_argnums=2)
def run_segment(pos, vel, n_steps, dt=0.002):
    def body(carry, _):
        x, v = carry
        v = v + 0.5 * dt * morse_forces(x)
        x = x + dt * v
        v = v + 0.5 * dt * morse_forces(x)
        return (x, v), None
    (pos, vel), _ = jax.lax.scan(body, (pos, vel), None, length=n_steps)
    return pos, vel
