import jax.numpy as jnp
from records import herd_batch
from risk import herd_log_lik

intercept = jnp.float32(-1.2)
total = 0.0
for herd_id in range(1, 9):
    ll = herd_log_lik(intercept, herd_batch(herd_id))
    total += float(ll)
    print(f"herd {herd_id}: log-lik {float(ll):.2f}")
print("regional log-likelihood", round(total, 2))
