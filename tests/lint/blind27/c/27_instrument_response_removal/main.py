import jax.numpy as jnp
import numpy as np

from response import make_deconvolver

INVENTORY = {
    "STA1": ([-4.44 + 4.44j, -4.44 - 4.44j], 1500.0),
    "STA2": ([-4.44 + 4.44j, -4.44 - 4.44j], 1500.0),
    "STA3": ([-0.037 + 0.037j, -0.037 - 0.037j], 2400.0),
}

rng = np.random.default_rng(27)
for day in range(2):
    for sta, (poles, gain) in INVENTORY.items():
        deconv = make_deconvolver(jnp.array(poles, jnp.complex64), gain)
        vel = deconv(rng.normal(size=4096).astype(np.float32), 100.0)
        print(day, sta, float(jnp.abs(vel).max()))
