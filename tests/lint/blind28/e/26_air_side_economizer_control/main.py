import numpy as np
import jax
import jax.numpy as jnp

from economizer import EconomizerLogic


@jax.jit
def mixed_air(oat, rat, damper):
    mat = damper * oat + (1.0 - damper) * rat
    fan_heat = 0.6
    return mat + fan_heat


logic = EconomizerLogic()
oat_series = np.array([4.0, 9.0, 14.0, 19.0, 26.0, 29.0, 22.0, 12.0], dtype=np.float32)
rat = np.float32(23.0)
for oat in oat_series:
    cmd = logic.damper_command(oat, rat, np.float32(13.0))
    mat = mixed_air(jnp.float32(oat), jnp.float32(rat), cmd)
    print(f"OAT {oat:5.1f}  damper {float(cmd):.2f}  MAT {float(mat):.2f}")
