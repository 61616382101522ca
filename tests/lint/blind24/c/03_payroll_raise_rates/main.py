import jax
import jax.numpy as jnp
import numpy as np

DEPARTMENTS = {
    "engineering": {"headcount": 42, "raise_pct": 4.5},
    "sales": {"headcount": 30, "raise_pct": 3},
    "support": {"headcount": 25, "raise_pct": 2.5},
    "finance": {"headcount": 12, "raise_pct": 3},
}


@jax.jit
def forecast_payroll(salaries, raise_pct, months):
    monthly = salaries / 12.0
    growth = (1.0 + raise_pct / 100.0) ** (months / 12.0)
    return jnp.sum(monthly[:, None] * growth[None, :], axis=0)


rng = np.random.default_rng(1)
months = jnp.arange(1, 25, dtype=jnp.float32)
report = {}
for dept, info in DEPARTMENTS.items():
    sal = jnp.asarray(rng.normal(85000, 12000, size=64).astype(np.float32))
    sal = sal * (jnp.arange(64) < info["headcount"])
    report[dept] = forecast_payroll(sal, info["raise_pct"], months)

for dept, proj in report.items():
    print(f"{dept:12s} month24 payroll {float(proj[-1]):,.0f}")
