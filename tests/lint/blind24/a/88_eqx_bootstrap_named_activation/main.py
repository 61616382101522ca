import numpy as np
import jax
from ensemble import make_member, fit_bootstrap_member

# bootstrap ensemble: eggshell strength from hen age, calcium intake and house temperature
rng = np.random.default_rng(71)
x = rng.normal(size=(100, 3)).astype(np.float32)
y = (x @ np.array([-0.6, 0.5, -0.2])).astype(np.float32)
keys = jax.random.split(jax.random.PRNGKey(1), 5)
members = []
for b in range(5):
    idx = rng.integers(0, 100, 100)
    member, loss = fit_bootstrap_member(make_member(keys[b]), x[idx], y[idx])
    members.append(member)
    print("member", b, "loss", round(float(loss), 4))
