import jax
import numpy as np

from config import CONFIG, smoothing_for
from net import forward, stitch_step, tx

rng = np.random.default_rng(43)
# digitised embroidery segment features: length, angle spread, density, underlay, pull comp, layers
x = rng.normal(size=(200, 6)).astype(np.float32)
labels = rng.integers(0, 5, 200).astype(np.int32)

params = forward.init(jax.random.PRNGKey(0), x[:1])
opt_state = tx.init(params)
for epoch in range(CONFIG["epochs"]):
    s = smoothing_for(epoch)
    for i in range(0, 200, 50):
        params, opt_state, loss = stitch_step(params, opt_state, x[i:i + 50], labels[i:i + 50], s)
    print(epoch, s, float(loss))
