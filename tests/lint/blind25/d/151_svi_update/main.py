import jax
import numpy as np
from fit import fit_court

rng = np.random.default_rng(0)
courts = {"SDNY": 45, "NDCA": 60, "DDEL": 45, "EDTX": 30}
for i, (court, n) in enumerate(courts.items()):
    amounts = np.exp(rng.normal(10.5, 1.0, size=n)).astype(np.float32)
    params, loss = fit_court(amounts, jax.random.PRNGKey(i))
    print(court, n, round(float(params["mu_auto_loc"]), 3), round(loss, 1))
