import jax
import jax.numpy as jnp


@jax.jit
def bimanual_features(hands, visible):
    feats = []
    for h, v in zip(hands, visible):
        rel = h - h[:, :1]
        feats.append(jnp.where(v, jnp.linalg.norm(rel, axis=-1).mean(0), 0.0))
    left, right = feats
    dist = jnp.linalg.norm(hands[0][:, 0] - hands[1][:, 0], axis=-1).mean() * visible[0]
    return jnp.concatenate([left, right, dist[None]])
