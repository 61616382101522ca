import jax
import jax.numpy as jnp


def tank_trajectory(sugar0, mu, temp, n_days=21):
    def day(s, _):
        r = mu * jnp.exp(0.065 * (temp - 20.0)) * s / (s + 12.0)
        s = jnp.maximum(s - r * s, 0.0)
        return s, s

    _, traj = jax.lax.scan(day, sugar0, None, length=n_days)
    return traj


@jax.jit
def all_tank_trajectories(sugar0, mu, temp):
    return jax.vmap(tank_trajectory)(sugar0, mu, temp)
