import numpy as np
import jax
from ensemble import make_member, fit_member

# bootstrap ensemble: wool yield from fleece weight, staple length, fibre diameter, age
rng = np.random.default_rng(70)
x = rng.normal(size=(100, 4)).astype(np.float32)
y = (x @ np.array([0.7, 0.3, -0.5, 0.1])).astype(np.float32)
keys = jax.random.split(jax.random.PRNGKey(0), 5)
losses = []
for b in range(5):
    idx = rng.integers(0, 100, 100)
    member, loss = fit_member(make_member(keys[b]), x[idx], y[idx])
    losses.append(round(float(loss), 4))
print("bootstrap member losses", losses)
