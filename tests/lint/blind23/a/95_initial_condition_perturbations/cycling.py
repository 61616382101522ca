import jax

from perturb import make_ensemble


def cycle(analyses, seed=0, amplitude=0.5):
    key = jax.random.PRNGKey(seed)
    spreads = []
    for a in analyses:
        key, sub = jax.random.split(key)
        ens = make_ensemble(a, sub, amplitude)
        spreads.append(float(ens.std(axis=0).mean()))
    return spreads
