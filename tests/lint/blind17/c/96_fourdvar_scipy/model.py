import jax
import jax.numpy as jnp


def advect_diffuse(x, c=0.4, nu=0.05):
    adv = -c * (x - jnp.roll(x, 1))
    dif = nu * (jnp.roll(x, 1) - 2 * x + jnp.roll(x, -1))
    return x + adv + dif


def forecast(x0, n_steps):
    def body(x, _):
        x = advect_diffuse(x)
        return x, x

    _, traj = jax.lax.scan(body, x0, None, length=n_steps)
    return traj
