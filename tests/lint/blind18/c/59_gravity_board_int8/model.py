import jax
import jax.numpy as jnp


@jax.jit
def column_values(weights, board, player):
    planes = jnp.stack([board == player, board == -player, board == 0]).astype(jnp.float32)
    feats = planes.reshape(3, 4, 4).transpose(2, 0, 1).reshape(4, 12)
    return feats @ weights
