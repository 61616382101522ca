import numpy as np
import jax
import jax.numpy as jnp

from imaging import band_stack


@jax.jit
def band_ratios(bands):
    r, g, b = bands[:3]
    out = [jnp.mean(r / g), jnp.mean(b / g)]
    if len(bands) > 3:
        out.append(jnp.mean(bands[3] / g))
    return jnp.stack(out)


rng = np.random.default_rng(0)
for obj in ["VIS-001", "UV-002", "VIS-003", "UV-004", "VIS-005"]:
    print(obj, np.round(np.asarray(band_ratios(band_stack(obj, rng))), 3))
