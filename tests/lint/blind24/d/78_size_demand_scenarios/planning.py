import jax
import numpy as np

from scenarios import sample_size_demand

SIZE_MIX = np.array([0.08, 0.22, 0.32, 0.24, 0.14], np.float32)


def preseason_plan(seed, units):
    return sample_size_demand(jax.random.PRNGKey(seed), SIZE_MIX, units)


def inseason_replan(seed, units, sold_mix):
    key = jax.random.key(seed)
    mix = 0.5 * SIZE_MIX + 0.5 * sold_mix
    return sample_size_demand(key, mix.astype(np.float32), units)
