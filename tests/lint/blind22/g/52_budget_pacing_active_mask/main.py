import jax.numpy as jnp
import numpy as np

from pacing import allocate_budget

AD_SETS = ["search_brand", "search_generic", "social_prospecting", "social_retarget", "display", "video"]


def active_ad_sets(day, rng):
    active = np.ones(len(AD_SETS), bool)
    if day % 2:
        active[rng.choice(len(AD_SETS), size=2, replace=False)] = False
    return active


def main():
    rng = np.random.default_rng(3)
    spend_cap = jnp.asarray(rng.uniform(200, 800, len(AD_SETS)), jnp.float32)
    for day in range(6):
        roas = jnp.asarray(rng.uniform(0.8, 4.0, len(AD_SETS)), jnp.float32)
        active = active_ad_sets(day, rng)
        alloc = allocate_budget(roas, spend_cap, jnp.float32(1500.0), jnp.asarray(active))
        print(day, np.nonzero(active)[0], np.round(np.asarray(alloc)).astype(int))


if __name__ == "__main__":
    main()
