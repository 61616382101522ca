import jax
import jax.numpy as jnp


@jax.jit
def combined_estimate(ages, errs):
    w = 1.0 / errs ** 2
    mean = (w * ages).sum() / w.sum()
    chi2 = (w * (ages - mean) ** 2).sum()
    return mean, jnp.sqrt(1.0 / w.sum()), chi2


class FeatureDating:
    def __init__(self):
        self.ages, self.errs = [], []

    def add(self, age, err):
        self.ages.append(age)
        self.errs.append(err)
        return combined_estimate(jnp.array(self.ages), jnp.array(self.errs))
