import jax
import numpy as np
from data import rg_batches
from model import net, tx, chest_step, chest_loss

key = jax.random.PRNGKey(0)
x0, _ = next(rg_batches(1))
params = net.init({"params": key}, x0, train=False)
opt_state = tx.init(params)
val = list(rg_batches(2, seed=99))
for epoch in range(3):
    for x, y in rg_batches(5, seed=epoch):
        key, sub = jax.random.split(key)
        params, opt_state, l = chest_step(params, opt_state, x, y, sub)
    v = np.mean([float(chest_loss(params, vx, vy, key, train=False)) for vx, vy in val])
    print(epoch, float(l), v)
