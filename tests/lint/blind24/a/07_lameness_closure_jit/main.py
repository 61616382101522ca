import numpy as np
import jax
import jax.numpy as jnp

# locomotion scores from pressure-plate gait recordings, one threshold per farm
rng = np.random.default_rng(11)
farm_thresholds = {"north": 0.62, "valley": 0.55, "ridge": 0.70, "coast": 0.58}
gait = {f: rng.uniform(0, 1, (64, 8)).astype(np.float32) for f in farm_thresholds}
weights = jnp.linspace(0.5, 1.5, 8) / 8.0

results = {}
for farm, thr in farm_thresholds.items():
    def lameness_flags(strides):
        score = strides @ weights
        return score > thr, score
    score_fn = jax.jit(lameness_flags)
    flags, score = score_fn(gait[farm])
    results[farm] = (int(flags.sum()), float(score.mean()))

for farm, (n_lame, mean_score) in results.items():
    print(f"{farm:7s} lame cows {n_lame:3d} mean score {mean_score:.3f}")
