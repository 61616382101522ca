import jax
import jax.numpy as jnp


@jax.jit
def diffuse_column(temp, kappa, dz, dt):
    def step(T, _):
        lap = (jnp.roll(T, -1) - 2 * T + jnp.roll(T, 1)) / dz ** 2
        lap = lap.at[0].set((T[1] - T[0]) / dz ** 2).at[-1].set((T[-2] - T[-1]) / dz ** 2)
        return T + dt * jnp.minimum(kappa, 0.2 * dz ** 2 / dt) * lap, None
    T, _ = jax.lax.scan(step, temp, None, length=200)
    return T
