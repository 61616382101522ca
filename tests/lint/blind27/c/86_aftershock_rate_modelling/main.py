import jax
import numpy as np

from model import AftershockRateNet, poisson_step

rng = np.random.default_rng(86)
# features: log time since mainshock, distance to rupture, mainshock magnitude, Coulomb stress change
x = rng.normal(size=(200, 4)).astype(np.float32)
counts = rng.poisson(np.exp(0.5 - 0.8 * x[:, 0] + 0.3 * x[:, 3])).astype(np.float32)
model = AftershockRateNet(jax.random.PRNGKey(0))
for epoch in range(8):
    model, loss = poisson_step(model, x, counts, epoch)
    print(epoch, round(float(loss), 4))
