from functools import partial

import jax
import jax.numpy as jnp


def ddx(f, h):
    return (jnp.roll(f, -1, 1) - jnp.roll(f, 1, 1)) / (2 * h)


def ddy(f, h):
    return (jnp.roll(f, -1, 0) - jnp.roll(f, 1, 0)) / (2 * h)


def lap(f, h):
    return (jnp.roll(f, 1, 0) + jnp.roll(f, -1, 0) + jnp.roll(f, 1, 1) + jnp.roll(f, -1, 1) - 4 * f) / h ** 2


@partial(jax.jit, static_argnames=("bc", "n_jacobi"))
def projection_step(u, v, p, dt, h, nu, bc, n_jacobi=20):
    u_star = u + dt * (-u * ddx(u, h) - v * ddy(u, h) + nu * lap(u, h))
    v_star = v + dt * (-u * ddx(v, h) - v * ddy(v, h) + nu * lap(v, h))
    u_star, v_star = bc.apply_velocity(u_star, v_star)
    div = ddx(u_star, h) + ddy(v_star, h)

    def jacobi(_, p):
        p_new = 0.25 * (jnp.roll(p, 1, 0) + jnp.roll(p, -1, 0) + jnp.roll(p, 1, 1) + jnp.roll(p, -1, 1)
                        - h ** 2 * div / dt)
        p_new = p_new.at[0, :].set(p_new[1, :]).at[-1, :].set(p_new[-2, :])
        return p_new.at[:, 0].set(p_new[:, 1]).at[:, -1].set(p_new[:, -2])

    p = jax.lax.fori_loop(0, n_jacobi, jacobi, p)
    u_new = u_star - dt * ddx(p, h)
    v_new = v_star - dt * ddy(p, h)
    u_new, v_new = bc.apply_velocity(u_new, v_new)
    return u_new, v_new, p
