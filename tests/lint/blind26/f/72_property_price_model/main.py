from functools import partial
import jax
import jax.numpy as jnp
import numpy as np
from transforms import TRANSFORMS

SETTINGS = {"target_transform": "log"}

@partial(jax.jit, static_argnames=("transform",))
def scaled_mae(pred, target, transform):
    return jnp.mean(jnp.abs(transform(pred) - transform(target)))

rng = np.random.default_rng(0)
target = rng.uniform(150e3, 900e3, 200).astype(np.float32)
pred = target * rng.normal(1.0, 0.1, 200).astype(np.float32)
for epoch in range(6):
    pred = 0.9 * pred + 0.1 * target
    fn = TRANSFORMS[SETTINGS["target_transform"]]
    print(epoch, round(float(scaled_mae(pred, target, transform=fn)), 5))
