import jax
import jax.numpy as jnp

GX, GY = jnp.meshgrid(jnp.linspace(0, 105, 21), jnp.linspace(0, 68, 14))
GRID = jnp.stack([GX.ravel(), GY.ravel()], -1)


@jax.jit
def pitch_control(home, away):
    def arrival(players):
        d = jnp.linalg.norm(GRID[:, None, :] - players[None], axis=-1)
        return jnp.sum(jnp.exp(-d / 7.0), axis=1)
    h, a = arrival(home), arrival(away)
    return h / (h + a)
