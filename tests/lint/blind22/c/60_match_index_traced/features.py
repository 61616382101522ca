import jax
import jax.numpy as jnp


@jax.jit
def shot_features(shots, goal_center, match_idx):
    d = shots - goal_center
    dist = jnp.linalg.norm(d, axis=-1)
    angle = jnp.abs(jnp.arctan2(d[:, 1], -d[:, 0]))
    jax.debug.print("features for match #{m}", m=match_idx)
    return jnp.stack([dist, angle], -1)
