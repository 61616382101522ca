import jax
import jax.numpy as jnp


@jax.jit
def accumulate_exposure(cum_auc, times, conc):
    return cum_auc + jnp.trapezoid(conc, times)


class ExposureTracker:
    def __init__(self, target_auc):
        self.target = target_auc
        self.cum_auc = jnp.array(0.0)

    def add_dose_interval(self, times, conc):
        self.cum_auc = accumulate_exposure(self.cum_auc, times, conc)
        return self.cum_auc

    def remaining(self):
        return float(self.target - self.cum_auc)
