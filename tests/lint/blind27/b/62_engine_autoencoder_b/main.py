import jax
import numpy as np
from net import snapshot_anomaly, leaky

k1, k2 = jax.random.split(jax.random.PRNGKey(0))
params = {"enc": jax.random.normal(k1, (8, 3)) * 0.3, "dec": jax.random.normal(k2, (3, 8)) * 0.3}
rng = np.random.default_rng(61)
# 8 parameters per takeoff snapshot: N1, N2, EGT, FF, oil P, oil T, vib N1, vib N2
for flight in range(6):
    snaps = rng.normal(size=(16, 8)).astype(np.float32)
    score = snapshot_anomaly(params, snaps, activation=leaky)
    print(flight, f"max score {float(score.max()):.2f}")
