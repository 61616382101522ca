import jax
import jax.numpy as jnp

GX, GY = jnp.meshgrid(jnp.linspace(0, 105, 21), jnp.linspace(0, 68, 14))
GRID = jnp.stack([GX.ravel(), GY.ravel()], -1)


@jax.jit
def slot_pitch_control(home, home_on, away, away_on):
    def arrival(players, on):
        d = jnp.linalg.norm(GRID[:, None, :] - players[None], axis=-1)
        return jnp.sum(jnp.exp(-d / 7.0) * on[None], axis=1)
    h, a = arrival(home, home_on), arrival(away, away_on)
    return h / (h + a)
