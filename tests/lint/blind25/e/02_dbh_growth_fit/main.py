import numpy as np
import jax.numpy as jnp
from loader import TreeRecordBatches
from model import growth_step, opt

rng = np.random.default_rng(7)
age = rng.uniform(5, 120, 250).astype(np.float32)
dbh = (60 * (1 - np.exp(-0.03 * age)) ** 1.3 + rng.normal(0, 2, 250)).astype(np.float32)

p = jnp.log(jnp.array([50.0, 0.02, 1.0]))
state = opt.init(p)
batches = TreeRecordBatches(age, dbh, batch_size=32)
for epoch in range(6):
    for a, d in batches:
        p, state, l = growth_step(p, state, a, d)
    print("epoch", epoch, "mse", float(l))
