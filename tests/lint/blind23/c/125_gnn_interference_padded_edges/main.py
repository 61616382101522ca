import numpy as np
import jax
from gnn import init, power_policy
from topology import snapshot

params = init(jax.random.PRNGKey(0))
rng = np.random.default_rng(0)
for t in range(6):
    feats, s, r, g = snapshot(rng)
    p = np.asarray(power_policy(params, feats, s, r, g))
    print(t, len(s), np.round(p[:4], 3))
