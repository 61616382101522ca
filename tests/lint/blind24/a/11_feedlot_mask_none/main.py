import numpy as np
import jax
from train import opt, fit_step

# feedlot dry-matter intake vs. bunk score, pen weather and days on feed
rng = np.random.default_rng(2)
x = rng.normal(size=(96, 4)).astype(np.float32)
y = (x @ np.array([0.5, -0.2, 0.1, 0.3]) + 9.0).astype(np.float32)
missing_bunk_reads = rng.uniform(size=96) < 0.1

k1, k2 = jax.random.split(jax.random.PRNGKey(0))
params = {"w1": jax.random.normal(k1, (4, 8)) * 0.3, "w2": jax.random.normal(k2, (8, 1)) * 0.3}
opt_state = opt.init(params)
for step in range(30):
    mask = None
    if step >= 10:
        # bunk reader records available from week 2
        mask = (~missing_bunk_reads).astype(np.float32)
    params, opt_state, loss = fit_step(params, opt_state, x, y - 9.0, mask)
print("final loss", float(loss))
