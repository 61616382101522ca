import jax
import jax.numpy as jnp
import numpy as np

@jax.jit
def stress_test(balance, income, rate, shock):
    r = (rate + shock) / 12.0
    payment = balance * r / (1 - (1 + r) ** -300)
    dti = payment / income
    return jnp.mean(dti > 0.45), jnp.percentile(dti, 95.0)

rng = np.random.default_rng(0)
balance = rng.uniform(1e5, 6e5, 500).astype(np.float32)
income = rng.uniform(4e3, 15e3, 500).astype(np.float32)
rate = rng.uniform(0.03, 0.06, 500).astype(np.float32)
for shock in [0.0, 0.01, 0.02, 0.03, 0.04]:
    share, p95 = stress_test(balance, income, rate, shock)
    print(f"+{shock:.2f}: {float(share):.3f} above 45% DTI, p95 {float(p95):.2f}")
