import jax.numpy as jnp
from ode import amount_due

invoices = [(10000.0, 0.010, 5.0, 3.0), (2500.0, 0.015, 0.0, 7.5), (48000.0, 0.008, 20.0, 12.0), (900.0, 0.02, 1.0, 1.0)]
for principal, rate, penalty, months in invoices:
    due = amount_due(jnp.float32(principal), jnp.float32(rate), jnp.float32(penalty), jnp.float32(months))
    print(principal, months, round(float(due), 2))
