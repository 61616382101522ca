import jax
import jax.numpy as jnp
from parse import amounts_in

@jax.jit
def liability_exposure(amounts):
    return jnp.log1p(amounts).sum()

clauses = [
    "Liability shall not exceed $50,000, $10,000 per incident and $5,000 per claim.",
    "Fees of $1,250.00, $300.50 and $99.99 are payable monthly.",
    "A cap of $2,000,000, a deductible of $25,000 and a floor of $1,000 apply.",
    "Late charges of $15.00, $30.00 and $45.00 accrue.",
]
for c in clauses:
    amts = jnp.asarray(amounts_in(c))
    print(amts.dtype, float(liability_exposure(amts)))
