import numpy as np
import jax
from model import init_params
from train import fit

rng = np.random.default_rng(0)
# angular-delay CSI (real/imag stacked), low-rank structure
basis = rng.standard_normal((6, 64))
data = (rng.standard_normal((512, 6)) @ basis).astype(np.float32) / 4

results = {}
for lr in [3e-4, 1e-3, 3e-3, 1e-2]:
    results[lr] = fit(init_params(jax.random.PRNGKey(0)), data, lr)
print({k: round(v, 4) for k, v in results.items()})
