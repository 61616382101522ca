import numpy as np
import jax
import jax.numpy as jnp

N_ANIMALS = 10


def daily_fixes(day):
    rng = np.random.default_rng(40 + day)
    tracks = np.cumsum(rng.normal(scale=0.05, size=(N_ANIMALS, 96, 2)), 1).astype(np.float32)
    reported = rng.random(N_ANIMALS) > 0.25
    tracks[~reported] = 0.0
    return tracks, reported


@jax.jit
def weighted_cohesion(tracks, reported):
    w = reported.astype(jnp.float32)[:, None, None]
    centroid = (tracks * w).sum(0) / jnp.maximum(w.sum(0), 1.0)
    dist = jnp.linalg.norm(tracks - centroid, axis=-1)
    return (dist * w[..., 0]).sum(0) / jnp.maximum(w.sum(), 1.0)


for day in range(6):
    tracks, reported = daily_fixes(day)
    spread = weighted_cohesion(tracks, reported)
    print(day, int(reported.sum()), f"{float(spread.mean()):.3f}")
