import jax
import numpy as np

from sampling import rattle_energy


def rattle_spread(params, pos, seed, n=4):
    """Spread of energies across rattled copies (used by the active-learning selector)."""
    key = jax.random.key(seed)
    es = []
    for k in jax.random.split(key, n):
        es.append(float(rattle_energy(params, pos, k)))
    return float(np.std(es))
