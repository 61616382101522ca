import jax

from bootstrap import bootstrap_ibnr


def sensitivity_runs(residuals, fitted, scales, seed=7):
    out = {}
    for i, s in enumerate(scales):
        key = jax.random.PRNGKey(seed + i)
        out[s] = bootstrap_ibnr(key, residuals * s, fitted)
    return out
