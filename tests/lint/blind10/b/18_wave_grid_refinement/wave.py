import jax
import jax.numpy as jnp


@jax.jit
def leapfrog(u_prev, u, c, dt, dx):
    def step(carry, _):
        up, uc = carry
        lap = (jnp.roll(uc, 1) - 2 * uc + jnp.roll(uc, -1)) / dx**2
        un = 2 * uc - up + (c * dt) ** 2 * lap
        return (uc, un), None

    (u_prev, u), _ = jax.lax.scan(step, (u_prev, u), None, length=50)
    return u_prev, u


def energy(u_prev, u, c, dt, dx):
    ut = (u - u_prev) / dt
    ux = (jnp.roll(u, -1) - u) / dx
    return 0.5 * jnp.sum(ut**2 + c**2 * ux**2) * dx
