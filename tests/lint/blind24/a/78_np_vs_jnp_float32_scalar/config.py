import numpy as np
import jax.numpy as jnp

# withdrawal-time thresholds (maximum residue limit, ug/kg) read from two sources
MRL_TABLE = {"oxytetracycline": np.float32(100.0), "penicillin": np.float32(4.0)}


def mrl_for(drug, override=None):
    if override is not None:
        return jnp.float32(override)
    return MRL_TABLE[drug]
