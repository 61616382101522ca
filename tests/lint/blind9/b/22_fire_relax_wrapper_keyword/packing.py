import functools

import jax
import jax.numpy as jnp


def harmonic_disks(pos, radii, box):
    d = pos[:, None, :] - pos[None, :, :]
    d = d - box * jnp.round(d / box)
    r = jnp.sqrt(jnp.sum(d ** 2, -1) + jnp.eye(pos.shape[0]))
    overlap = jnp.maximum(radii[:, None] + radii[None, :] - r, 0.0)
    return 0.25 * jnp.sum(jnp.where(jnp.eye(pos.shape[0], dtype=bool), 0.0, overlap ** 2))


@functools.partial(jax.jit, static_argnames=("n_steps",))
def _fire(pos, radii, box, dt, alpha0, n_steps):
    force = jax.grad(lambda p: -harmonic_disks(p, radii, box))

    def body(carry, _):
        x, v, a, dt_ = carry
        f = force(x)
        power = jnp.sum(f * v)
        f_hat = f / (jnp.linalg.norm(f) + 1e-12)
        v = jnp.where(power > 0, (1 - a) * v + a * jnp.linalg.norm(v) * f_hat, 0.0)
        a = jnp.where(power > 0, a * 0.99, alpha0)
        dt_ = jnp.where(power > 0, jnp.minimum(dt_ * 1.1, 0.2), dt_ * 0.5)
        v = v + dt_ * f
        return (jnp.mod(x + dt_ * v, box), v, a, dt_), None

    init = (pos, jnp.zeros_like(pos), alpha0, dt)
    (x, _, _, _), _ = jax.lax.scan(body, init, None, length=n_steps)
    return x, harmonic_disks(x, radii, box)


def fire_relax(pos, radii, box, n_steps=40, dt=0.05, alpha0=0.1):
    return _fire(pos, radii, box, jnp.float32(dt), jnp.float32(alpha0), n_steps=n_steps)
