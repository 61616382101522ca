import numpy as np
import jax.numpy as jnp

WIDTH = 10
N_SITES = 6


def pack_region(site_dates):
    rows, masks = [], []
    for d in site_dates:
        d = jnp.asarray(d, jnp.float32)
        rows.append(jnp.pad(d, (0, WIDTH - d.shape[0])))
        masks.append(jnp.pad(jnp.ones_like(d), (0, WIDTH - d.shape[0])))
    return jnp.stack(rows), jnp.stack(masks)
