import jax
import jax.numpy as jnp

# FAMACHA-style anaemia scoring: packed cell volume cut-offs by species
PCV_CUTOFFS = {"sheep": 22.0, "goat": 19.0}
_SCORERS = {}


def get_scorer(species):
    if species in _SCORERS:
        return _SCORERS[species]
    cutoff = PCV_CUTOFFS[species]

    @jax.jit
    def anaemia_score(pcv, eyelid_score):
        deficit = jnp.clip(cutoff - pcv, 0.0, None) / cutoff
        return 0.7 * deficit + 0.3 * (eyelid_score - 1) / 4

    _SCORERS[species] = anaemia_score
    return anaemia_score
