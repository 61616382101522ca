import jax.numpy as jnp
import numpy as np

from model import daily_update

rng = np.random.default_rng(29)
loads = rng.gamma(2.0, 30.0, size=28).astype(np.float32)

state = (jnp.zeros(()), jnp.zeros(()))
form = []
for day, w in enumerate(loads):
    state, p = daily_update(state, w)
    form.append(float(p))
print("form over last week:", np.round(form[-7:], 1))
