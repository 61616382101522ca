import numpy as np
import jax
import jax.numpy as jnp

@jax.jit
def accumulate_landings(totals, landings_by_fleet, quotas):
    totals = totals + landings_by_fleet
    return totals, jnp.any(totals > 0.9 * quotas)

class SeasonTracker:
    def __init__(self, quotas):
        self.quotas = np.asarray(quotas, np.float32)
        self.totals = np.zeros(len(quotas), np.float32)

    def record(self, landings):
        self.totals, warn = accumulate_landings(self.totals, landings, self.quotas)
        return bool(warn)
