import equinox as eqx
import jax
import jax.numpy as jnp


class EfficiencyEstimator(eqx.Module):
    """Running Beta posterior of counting efficiency from check-source measurements."""
    alpha: jax.Array
    beta: jax.Array
    n_checks: int

    def posterior_mean(self):
        return self.alpha / (self.alpha + self.beta)


@eqx.filter_jit
def absorb_check(est, detected, emitted):
    # down-weight older checks to follow slow detector drift
    forget = 0.95
    return EfficiencyEstimator(
        alpha=forget * est.alpha + detected,
        beta=forget * est.beta + (emitted - detected),
        n_checks=est.n_checks + 1,
    )
