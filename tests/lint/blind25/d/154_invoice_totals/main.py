import jax
import jax.numpy as jnp
import numpy as np
from pricing import early_payment_discount

@jax.jit
def invoice_totals(line_items, discount_pct):
    gross = line_items.sum()
    return gross, gross * (1 - discount_pct / 100)

rng = np.random.default_rng(0)
contracts = [{"net_days": 10, "discount_pct": 2.0}, {"net_days": 30, "discount_pct": 1.5},
             {"net_days": 7, "discount_pct": 3.0}, {"net_days": 45, "discount_pct": 0.5}]
for terms in contracts:
    items = rng.uniform(100, 5000, size=12).astype(np.float32)
    gross, net = invoice_totals(items, early_payment_discount(terms))
    print(terms["net_days"], round(float(gross), 2), round(float(net), 2))
