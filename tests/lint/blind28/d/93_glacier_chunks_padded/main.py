import jax
import jax.numpy as jnp
import numpy as np

from inventory import chunks, load_glaciers


def volume_change(g, warming):
    area, ela, zmax = g[0], g[1], g[2]
    volume = 0.034 * area ** 1.375
    accumulation_frac = jnp.clip((zmax - (ela + 150.0 * warming)) / (zmax - ela + 400.0), 0.0, 1.0)
    return volume * (accumulation_frac - 0.6) * 0.1


@jax.jit
def regional_change(block, valid, warming):
    dv = jax.vmap(volume_change, in_axes=(0, None))(block, warming)
    return jnp.sum(dv * valid)


glaciers = load_glaciers()
for warming in [0.5, 1.0, 2.0]:
    total = sum(float(regional_change(b, v, warming)) for b, v in chunks(glaciers))
    print(f"+{warming} K: regional volume change {total:+.3f} km3/a")
