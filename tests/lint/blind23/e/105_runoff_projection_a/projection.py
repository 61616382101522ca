import equinox as eqx
import jax
import jax.numpy as jnp


@eqx.filter_jit
def project_runoff(outstanding, monthly_settle_rate, inflation, n_months):
    def body(_, carry):
        os, paid = carry
        pay = os * monthly_settle_rate
        return os * (1.0 + inflation / 12.0) - pay, paid + pay
    _, paid = jax.lax.fori_loop(0, n_months, body, (outstanding, jnp.zeros_like(outstanding)))
    return paid
