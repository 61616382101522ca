import jax.numpy as jnp
from records import herd_batch
from risk import ibr_log_lik

# infectious bovine rhinotracheitis serology across herds
coef = jnp.array([-1.2, 0.15, -0.4, -1.1], dtype=jnp.float32)
total = 0.0
for herd_id in range(1, 9):
    ll = ibr_log_lik(coef, herd_batch(herd_id))
    total += float(ll)
print("regional log-likelihood", round(total, 2))
