import jax

from bootstrap import bootstrap_ibnr


def sensitivity_runs(residuals, fitted, scales, seed=7):
    out = {}
    keys = jax.random.split(jax.random.key(seed), len(scales))
    for k, s in zip(keys, scales):
        out[s] = bootstrap_ibnr(k, residuals * s, fitted)
    return out
