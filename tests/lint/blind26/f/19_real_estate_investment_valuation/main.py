import jax
import jax.numpy as jnp
from config import BASE
from scenarios import calibrated_rates

@jax.jit
def npv_cashflows(noi, growth, rate):
    t = jnp.arange(1, noi.shape[0] + 1, dtype=jnp.float32)
    flows = noi * (1.0 + growth) ** t
    return jnp.sum(flows / (1.0 + rate) ** t)

noi = jnp.full((BASE["years"],), 1.2e6)
base_value = npv_cashflows(noi, BASE["rent_growth"], BASE["discount_rate"])
print("base", float(base_value))
for rate in calibrated_rates([0.01, 0.02, 0.035]):
    print(float(rate), float(npv_cashflows(noi, BASE["rent_growth"], rate)))
