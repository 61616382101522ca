import jax.numpy as jnp
from flax import nnx


class ReportingFraction(nnx.Variable):
    pass


class MobilityTransmission(nnx.Module):
    """Maps daily mobility covariates to expected reported cases."""

    def __init__(self, n_covariates, rngs):
        self.linear = nnx.Linear(n_covariates, 1, rngs=rngs)
        self.reporting_fraction = ReportingFraction(jnp.asarray(0.3, dtype=jnp.float32))

    def __call__(self, mobility, infections_prev):
        log_rt = self.linear(mobility)[:, 0]
        return self.reporting_fraction.value * jnp.exp(log_rt) * infections_prev
