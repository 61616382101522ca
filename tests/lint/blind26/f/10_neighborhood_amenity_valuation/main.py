import jax
import jax.numpy as jnp
import numpy as np
from features import NEIGHBORHOODS, build_features

@jax.jit
def amenity_index(feats, weights):
    return sum(weights[k] * jnp.mean(v) for k, v in feats.items())

weights = {"parks": jnp.float32(0.8), "schools": jnp.float32(1.2), "transit": jnp.float32(0.6)}
rng = np.random.default_rng(6)
ranking = []
for name, stations in NEIGHBORHOODS:
    ranking.append((float(amenity_index(build_features(stations, rng), weights)), name))
for score, name in sorted(ranking, reverse=True):
    print(f"{name:10s} {score:.3f}")
