import jax
import jax.numpy as jnp

from state import ReserveState


@jax.jit
def roll_forward(state, payments, settlement_rate):
    paid = jnp.minimum(payments, state.case_reserves)
    remaining = (state.case_reserves - paid) * (1.0 - settlement_rate)
    return ReserveState(case_reserves=remaining, paid_to_date=state.paid_to_date + paid,
                        valuation_month=state.valuation_month + 1)
