import jax
import numpy as np

from afm import afm_grad
from params import SKILLS, init_skill_params

rng = np.random.default_rng(0)
params = init_skill_params()
for session in range(6):
    practised = sorted(rng.choice(SKILLS, size=int(rng.integers(2, 5)), replace=False).tolist())
    opp = {s: np.arange(10, dtype=np.float32) for s in practised}
    corr = {s: (rng.random(10) < 0.6).astype(np.float32) for s in practised}
    sub = {s: params[s] for s in practised}
    grads = afm_grad(sub, 0.0, opp, corr)
    for s in practised:
        params[s] = jax.tree_util.tree_map(lambda p, g: p - 0.01 * g, params[s], grads[s])
    print(f"session {session}: {practised}")
