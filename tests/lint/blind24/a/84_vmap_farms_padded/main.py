import numpy as np
import jax
import jax.numpy as jnp
from regions import region_tensor


def farm_freedom_prob(prev, herd_size, n_sampled, se):
    # probability a herd sample of n animals detects infection at the given within-herd prevalence
    p_detect = 1.0 - (1.0 - se * prev) ** jnp.minimum(n_sampled, herd_size)
    return 1.0 - p_detect


@jax.jit
def regional_surveillance(prev, herd, live, n_sampled, se):
    per_farm = jax.vmap(farm_freedom_prob, in_axes=(0, 0, None, None))(prev, herd, n_sampled, se)
    missed = jnp.where(live > 0, per_farm, 1.0)
    return 1.0 - jnp.prod(missed), (live * (1 - per_farm)).sum() / live.sum()


rng = np.random.default_rng(67)
for region, n_farms in [("Alpine", 11), ("Lowland", 24), ("Coastal", 17)]:
    prev, herd, live = region_tensor(rng, n_farms)
    sys_se, mean_se = regional_surveillance(prev, herd, live, jnp.float32(30.0), jnp.float32(0.9))
    print(f"{region:8s} farms {n_farms}: system sensitivity {float(sys_se):.3f}, mean herd se {float(mean_se):.3f}")
