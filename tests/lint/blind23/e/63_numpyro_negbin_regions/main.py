import jax.numpy as jnp
import numpy as np

from model import nll_and_grad

rng = np.random.default_rng(38)
region_sizes = {"Scotland": 340, "Wales": 210, "London": 780, "South West": 450}

for region, n in region_sizes.items():
    exposure = rng.uniform(0.3, 1.0, n).astype(np.float32)
    claims = rng.negative_binomial(3.0, 3.0 / (3.0 + exposure * 0.12)).astype(np.float32)
    params = {"log_rate": jnp.float32(-2.0), "log_conc": jnp.float32(1.0)}
    for _ in range(150):
        loss, g = nll_and_grad(params, exposure, claims)
        params = {k: params[k] - 0.5 * g[k] for k in params}
    print(f"{region}: frequency {float(jnp.exp(params['log_rate'])):.4f}, "
          f"dispersion {float(jnp.exp(params['log_conc'])):.2f}")
