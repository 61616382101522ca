import jax
import jax.numpy as jnp
from parse import amounts_in

@jax.jit
def indemnity_exposure(amounts):
    return jnp.log1p(amounts).sum()

clauses = [
    "Liability shall not exceed $50,000 per incident.",
    "Fees of $1,250.00, $300.50 and $99.99 are payable monthly.",
    "A cap of $2,000,000 and a deductible of $25,000 apply.",
    "Late charges of $15.00 accrue.",
]
for c in clauses:
    print(float(indemnity_exposure(amounts_in(c))))
