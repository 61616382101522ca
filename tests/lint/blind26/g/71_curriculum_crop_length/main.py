import numpy as np
import jax
import jax.numpy as jnp

from data import CropSampler
from model import net, train_step, tx

rng = np.random.default_rng(0)
specs = rng.normal(size=(128, 24, 128)).astype(np.float32)
labels = rng.integers(0, 8, size=128).astype(np.int32)

sampler = CropSampler(specs, labels)
params = net.init(jax.random.PRNGKey(0), jnp.zeros((1, 24, 32)))
opt_state = tx.init(params)
for epoch in range(5):
    sampler.set_epoch(epoch)
    for x, y in sampler:
        params, opt_state, loss = train_step(params, opt_state, x, y)
    print(epoch, sampler.crop, float(loss))
