import numpy as np
import jax
from collate import track_batches
from model import net, tx, vms_train_step

rng = np.random.default_rng(117)
params = net.init(jax.random.PRNGKey(0), np.zeros((1, 5, 2), np.float32), np.ones((1, 5), np.float32))
s = tx.init(params)
for (x, m), y in track_batches(rng):
    params, s, l = vms_train_step(params, s, x, m, y)
    print(x.shape[1], round(float(l), 4))
