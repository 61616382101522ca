import jax
import jax.numpy as jnp
import numpy as np

from ensemble import build_member
from train import member_step

rng = np.random.default_rng(3)
# seasonal sea-ice minimum extent predictors: Sept SIT, May melt-pond fraction, spring SST
x = jnp.asarray(rng.normal(0, 1, (60, 3)), jnp.float32)
y = jnp.asarray(4.5 + 0.6 * np.asarray(x[:, 0]) - 0.4 * np.asarray(x[:, 1]), jnp.float32)
keys = jax.random.split(jax.random.PRNGKey(0), 4)
preds = []
for k, key in enumerate(keys):
    model = build_member(key, slope=0.01)
    for _ in range(20):
        model, val = member_step(model, x, y, jnp.float32(0.01))
    preds.append(float(jax.vmap(model)(x[:1])[0, 0]))
    print(f"member {k}: mse {float(val):.4f}")
print("ensemble spread for 1st year:", np.std(preds))
