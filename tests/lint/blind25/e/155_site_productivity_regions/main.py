import numpy as np
import jax
from model import net, site_productivity
from checkpoint import save, restore

rng = np.random.default_rng(124)
X = rng.normal(size=(40, 7)).astype(np.float32)
params = net.init(jax.random.PRNGKey(0), X[:1])
print("fresh", round(float(site_productivity(params, X).mean()), 3))
restored = restore(params, save(params))
for region in range(3):
    Xr = rng.normal(size=(40, 7)).astype(np.float32)
    print("region", region, round(float(site_productivity(restored, Xr).mean()), 3))
