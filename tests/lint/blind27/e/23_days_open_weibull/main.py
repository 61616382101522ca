import numpy as np
import jax
import jax.numpy as jnp

from model import herd_loglik_grad

rng = np.random.default_rng(23)
herds = []
for h in range(4):
    cov = rng.normal(size=(50, 2)).astype(np.float32)
    days = rng.weibull(2.0, size=50).astype(np.float32) * 110 + 20
    herds.append({"days_open": days.astype(np.float32), "covariates": cov})

params = {"beta": jnp.zeros(2), "log_scale": jnp.float32(4.6), "log_k": jnp.float32(0.5)}
for it in range(40):
    total = 0.0
    for herd in herds:
        ll, g = herd_loglik_grad(params, **herd)
        params = jax.tree_util.tree_map(lambda p, d: p + 1e-4 * d, params, g)
        total += float(ll)
print({k: np.round(np.asarray(v), 3) for k, v in params.items()})
print("total loglik", total)
