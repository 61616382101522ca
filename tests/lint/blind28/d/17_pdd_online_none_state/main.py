import jax.numpy as jnp
import numpy as np

from pdd import assimilate

rng = np.random.default_rng(21)
n_stakes, n_days = 12, 120
ddf = jnp.float32(0.004)
velocity = jnp.float32(0.0)
prev_grad = None
for season in range(6):
    temp = jnp.asarray(rng.normal(2.0, 4.0, (n_stakes, n_days)) - np.linspace(0, 6, n_stakes)[:, None], jnp.float32)
    precip = jnp.asarray(rng.gamma(1.0, 0.003, (n_stakes, n_days)), jnp.float32)
    pdd = np.maximum(np.asarray(temp), 0).sum(1)
    acc = np.where(np.asarray(temp) < 1.0, np.asarray(precip), 0).sum(1)
    observed = jnp.asarray(acc - 0.0055 * pdd + rng.normal(0, 0.05, n_stakes), jnp.float32)
    ddf, velocity, prev_grad = assimilate(ddf, velocity, temp, precip, observed, prev_grad)
    print(f"season {season}: degree-day factor {float(ddf)*1000:.2f} mm w.e. K-1 d-1")
