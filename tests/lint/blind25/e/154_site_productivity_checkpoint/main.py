import numpy as np
import jax
from model import net, predict_site_index
from checkpoint import save, restore

rng = np.random.default_rng(123)
X = rng.normal(size=(40, 7)).astype(np.float32)
params = net.init(jax.random.PRNGKey(0), X[:1])
print("fresh", round(float(predict_site_index(params, X).mean()), 3))
blob = save(params)
restored = restore(params, blob)
for region in range(3):
    Xr = rng.normal(size=(40, 7)).astype(np.float32)
    print("region", region, round(float(predict_site_index(restored, Xr).mean()), 3))
