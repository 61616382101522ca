import jax.numpy as jnp
import numpy as np
from optim import make_optimizer
from train import train_epoch

rng = np.random.default_rng(0)
x = jnp.asarray(rng.normal(size=(100, 8)).astype(np.float32))
y = x @ jnp.linspace(-1, 1, 8)
params = jnp.zeros(8)
for epoch in range(4):
    tx = make_optimizer(epoch)
    params, l = train_epoch(tx, params, x, y)
    print(epoch, float(l))
