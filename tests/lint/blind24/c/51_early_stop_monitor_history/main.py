import numpy as np
import jax.numpy as jnp
from callbacks import PlateauMonitor
from train import demand_epoch, demand_val_loss

rng = np.random.default_rng(1)
X = rng.normal(size=(200, 6)).astype(np.float32)
y = (X @ rng.normal(size=6) + 0.1 * rng.normal(size=200)).astype(np.float32)
w = jnp.zeros(6)
monitor = PlateauMonitor()
for epoch in range(8):
    w = demand_epoch(w, X[:160], y[:160])
    vl = float(demand_val_loss(w, X[160:], y[160:]))
    flag = monitor(epoch, vl)
    print(epoch, round(vl, 4), "plateau" if flag else "")
