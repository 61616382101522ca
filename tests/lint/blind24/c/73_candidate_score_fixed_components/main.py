import numpy as np
import jax
import jax.numpy as jnp

COMPONENTS = ("interview", "culture", "technical", "assessment")
WEIGHTS = jnp.array([0.3, 0.3, 0.2, 0.2])


def gather_components(req, rng):
    n = req["n_candidates"]
    out = {}
    for c in COMPONENTS:
        if c in req["stages"]:
            out[c] = (rng.uniform(1, 5, n).astype(np.float32), np.float32(1.0))
        else:
            out[c] = (np.zeros(n, np.float32), np.float32(0.0))
    return out


@jax.jit
def weighted_shortlist_score(components):
    vals = jnp.stack([components[c][0] for c in COMPONENTS], -1)
    used = jnp.stack([components[c][1] for c in COMPONENTS])
    w = WEIGHTS * used
    return (vals * w).sum(-1) / w.sum()


rng = np.random.default_rng(0)
reqs = [
    {"id": "R201", "n_candidates": 24, "stages": {"interview", "culture", "technical", "assessment"}},
    {"id": "R202", "n_candidates": 24, "stages": {"interview", "culture"}},
    {"id": "R203", "n_candidates": 24, "stages": {"interview", "culture", "technical"}},
]
for r in reqs:
    print(r["id"], round(float(weighted_shortlist_score(gather_components(r, rng)).max()), 3))
