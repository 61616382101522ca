import numpy as np
import jax
import jax.numpy as jnp

from pack import pack_region, N_SITES


def site_mean(dates, mask):
    return (dates * mask).sum() / jnp.maximum(mask.sum(), 1.0)


@jax.jit
def batch_site_means(dates, masks):
    return jax.vmap(site_mean)(dates, masks)


rng = np.random.default_rng(0)
for region in ["Wessex", "Orkney", "Yorkshire"]:
    site_dates = [rng.uniform(3500, 5500, size=int(rng.integers(2, 11))) for _ in range(N_SITES)]
    means = batch_site_means(*pack_region(site_dates))
    print(region, np.round(np.asarray(means)).astype(int))
