import equinox as eqx
import jax.numpy as jnp
from portfolio import load_portfolio

@eqx.filter_jit
def stress_portfolio(balance, income, rate, shock):
    r = (rate + shock) / 12.0
    payment = balance * r / (1 - (1 + r) ** -300)
    dti = payment / income
    return jnp.mean(dti > 0.45), jnp.percentile(dti, 95.0)

balance, income, rate = load_portfolio()
for shock in [0.0, 0.01, 0.02, 0.03, 0.04]:
    share, p95 = stress_portfolio(balance, income, rate, shock)
    print(f"+{shock:.2f}: {float(share):.3f} above 45% DTI, p95 {float(p95):.2f}")
