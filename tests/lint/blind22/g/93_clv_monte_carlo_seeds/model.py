import equinox as eqx
import jax
import jax.numpy as jnp


class ChurnSpend(eqx.Module):
    churn_logit: jax.Array
    log_spend: jax.Array

    def __init__(self, n_customers, key):
        k1, k2 = jax.random.split(key)
        self.churn_logit = -2.0 + 0.5 * jax.random.normal(k1, (n_customers,))
        self.log_spend = 3.0 + 0.3 * jax.random.normal(k2, (n_customers,))
