import jax
import jax.numpy as jnp

from state import ReserveState
from roll import roll_forward

key = jax.random.PRNGKey(5)
n_claims = 250
state = ReserveState(case_reserves=jnp.exp(9.0 + jax.random.normal(key, (n_claims,))),
                     paid_to_date=jnp.zeros(n_claims), valuation_month=0)
for m in range(12):
    key, sub = jax.random.split(key)
    payments = jnp.exp(7.5 + jax.random.normal(sub, (n_claims,)))
    state = roll_forward(state, payments, 0.04)
    print(f"month {state.valuation_month}: outstanding {float(state.case_reserves.sum()) / 1e6:.3f}m, "
          f"paid {float(state.paid_to_date.sum()) / 1e6:.3f}m")
