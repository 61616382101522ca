import jax
import jax.numpy as jnp
import numpy as np
from sources import from_csv, from_parquet

W = jnp.array([0.4, 0.35, 0.25], dtype=jnp.float32)


@jax.jit
def gate_conflict_score(features, stand_ids):
    score = features @ W
    per_stand = jax.ops.segment_max(score, stand_ids, num_segments=200)
    return jnp.sum(jnp.where(jnp.isfinite(per_stand), per_stand, 0.0))


rng = np.random.default_rng(75)
for day in range(6):
    feats, stands = from_csv(rng, 128) if day % 2 == 0 else from_parquet(rng, 128)
    print(day, feats.dtype, f"{float(gate_conflict_score(feats, stands)):.2f}")
