import jax
import jax.numpy as jnp


@jax.jit
def kms_addition(free_so2, ph, volume_l, molecular_target):
    # free SO2 needed for the molecular target at this pH, then grams of potassium metabisulfite
    needed_free = molecular_target * (1.0 + 10.0 ** (ph - 1.81))
    shortfall = jnp.clip(needed_free - free_so2, 0.0)
    return shortfall * volume_l / 1000.0 / 0.576


def target_for(wine):
    if "target" in wine:
        return jnp.asarray(wine["target"], jnp.float32)
    from config import DEFAULT_MOLECULAR_TARGET
    return DEFAULT_MOLECULAR_TARGET
