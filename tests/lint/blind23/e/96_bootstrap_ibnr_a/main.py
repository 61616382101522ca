import jax
import jax.numpy as jnp
import numpy as np

from bootstrap import bootstrap_ibnr
from run import sensitivity_runs

rng = np.random.default_rng(96)
fitted = jnp.asarray(rng.gamma(3.0, 200.0, size=(8, 8)).astype(np.float32))
residuals = jnp.asarray(rng.normal(0.0, 3.0, size=(8, 8)).astype(np.float32))

base = bootstrap_ibnr(jax.random.key(0), residuals, fitted)
print(f"best estimate {float(base.mean()):,.0f}, 99.5th {float(jnp.quantile(base, 0.995)):,.0f}")
for s, sims in sensitivity_runs(residuals, fitted, [0.8, 1.2, 1.5]).items():
    print(f"residual scale {s}: 99.5th {float(jnp.quantile(sims, 0.995)):,.0f}")
