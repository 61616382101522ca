import jax
import jax.numpy as jnp


@jax.jit
def anc_nadir_loss(params, dose_mg, observed_anc):
    ktr, gamma, slope = jnp.exp(params)
    drug = slope * dose_mg / 100.0
    nadir = 5.0 * (1.0 / (1.0 + drug)) ** gamma
    return jnp.mean((jnp.log(nadir) - jnp.log(observed_anc)) ** 2) + 0.0 * ktr


class NeutropeniaEvaluator:
    def __init__(self, dose_mg, observed_anc):
        self.dose_mg = dose_mg
        self.observed_anc = observed_anc

    def score(self, params):
        return float(anc_nadir_loss(params, self.dose_mg, self.observed_anc))

    def score_holdout(self, params, dose_mg, observed_anc):
        return float(anc_nadir_loss(params, dose_mg=dose_mg, observed_anc=observed_anc))
