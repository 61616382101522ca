import jax
import jax.numpy as jnp
import numpy as np

from model import SeismicityRateNet, rate_step

rng = np.random.default_rng(87)
x = rng.normal(size=(200, 4)).astype(np.float32)
counts = rng.poisson(np.exp(0.5 - 0.8 * x[:, 0] + 0.3 * x[:, 3])).astype(np.float32)
model = SeismicityRateNet(jax.random.PRNGKey(0))
step = jnp.zeros((), jnp.int32)
for epoch in range(8):
    model, loss, step = rate_step(model, x, counts, step)
    print(epoch, int(step), round(float(loss), 4))
