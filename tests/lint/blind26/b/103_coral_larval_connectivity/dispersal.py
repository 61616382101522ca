import jax
import jax.numpy as jnp


@jax.jit
def larval_random_walk(key, release_xy, mean_current, diffusivity, pld_days):
    n_steps = 60
    dt = pld_days / n_steps
    keys = jax.random.split(key, n_steps)

    def step(xy, k):
        xy = xy + mean_current * dt + jnp.sqrt(2 * diffusivity * dt) * jax.random.normal(k, xy.shape)
        return xy, None

    final, _ = jax.lax.scan(step, release_xy, keys)
    return final
