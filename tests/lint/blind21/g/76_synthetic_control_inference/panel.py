import numpy as np

N_UNITS = 12
T_PRE = 30
T_POST = 10


def make_panel(seed=0):
    rng = np.random.default_rng(seed)
    factors = rng.normal(size=(T_PRE + T_POST, 3))
    loadings = rng.normal(size=(3, N_UNITS))
    panel = factors @ loadings + 0.3 * rng.normal(size=(T_PRE + T_POST, N_UNITS))
    panel[T_PRE:, 0] += 1.5
    return panel.astype(np.float32)


def donor_mask(panel, unit, min_corr=0.2):
    pre = panel[:T_PRE]
    corr = np.array([np.corrcoef(pre[:, unit], pre[:, j])[0, 1] for j in range(panel.shape[1])])
    mask = (corr > min_corr).astype(np.float32)
    mask[unit] = 0.0
    return mask
