import numpy as np


def load_nwp_ensemble(issue, n_members=20, lead=48):
    rng = np.random.default_rng(issue)
    rain = rng.gamma(0.5, 3.0, size=(n_members, lead)).astype(np.float32)
    # some members arrive corrupted
    bad = rng.random(n_members) < 0.15
    rain[bad, rng.integers(0, lead)] = np.nan
    return rain


def quality_control(rain):
    ok = ~np.isnan(rain).any(axis=1)
    return rain[ok]
