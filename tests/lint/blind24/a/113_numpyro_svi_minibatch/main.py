import numpy as np
import jax
from infer import svi, svi_minibatch_step, minibatches

rng = np.random.default_rng(84)
x = rng.normal(size=(210, 3)).astype(np.float32)   # body mass, distance to cattle shed, season
y = (rng.uniform(size=210) < 1 / (1 + np.exp(-(x @ np.array([0.5, -1.0, 0.3]) - 1)))).astype(np.float32)
state = svi.init(jax.random.PRNGKey(0), x[:64], y[:64])
for epoch in range(4):
    for xb, yb in minibatches(x, y, 64):
        state, loss = svi_minibatch_step(state, xb, yb)
    print("epoch", epoch, "ELBO loss", float(loss))
