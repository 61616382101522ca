import numpy as np

N_GROUPS = 4


def homogenized_xs(enrichment, moderator_ratio, seed=0):
    rng = np.random.default_rng(seed)
    st = np.array([0.22, 0.35, 0.48, 0.60]) * (1 + 0.02 * rng.standard_normal(N_GROUPS))
    ss = np.zeros((N_GROUPS, N_GROUPS))
    for g in range(N_GROUPS - 1):
        ss[g + 1, g] = 0.02 * moderator_ratio
        ss[g, g] = 0.18
    ss[-1, -1] = 0.45
    nsf = np.array([0.005, 0.002, 0.02, 0.09]) * enrichment / 3.0
    chi = np.array([0.75, 0.25, 0.0, 0.0])
    return [a.astype(np.float32) for a in (st, ss, nsf, chi)]
