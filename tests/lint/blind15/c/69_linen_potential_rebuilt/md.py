from functools import partial

import jax
import jax.numpy as jnp


def total_energy(net, params, pos):
    d = pos[:, None, :] - pos[None, :, :]
    r = jnp.sqrt(jnp.sum(d ** 2, axis=-1) + 1e-12)
    mask = 1.0 - jnp.eye(pos.shape[0])
    return 0.5 * jnp.sum(mask * net.apply(params, r))


@partial(jax.jit, static_argnums=0)
def md_block(net, params, pos, vel, dt):
    force = jax.grad(lambda p: -total_energy(net, params, p))

    def step(carry, _):
        pos, vel = carry
        vel = vel + 0.5 * dt * force(pos)
        pos = pos + dt * vel
        vel = vel + 0.5 * dt * force(pos)
        return (pos, vel), None
    (pos, vel), _ = jax.lax.scan(step, (pos, vel), None, length=20)
    return pos, vel
