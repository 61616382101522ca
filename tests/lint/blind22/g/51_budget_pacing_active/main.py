import jax.numpy as jnp
import numpy as np

from pacing import allocate_budget

AD_SETS = ["search_brand", "search_generic", "social_prospecting", "social_retarget", "display", "video"]


def active_ad_sets(day, rng):
    paused = set(rng.choice(len(AD_SETS), size=2, replace=False)) if day % 2 else set()
    return tuple(i for i in range(len(AD_SETS)) if i not in paused)


def main():
    rng = np.random.default_rng(3)
    spend_cap = jnp.asarray(rng.uniform(200, 800, len(AD_SETS)), jnp.float32)
    for day in range(6):
        roas = jnp.asarray(rng.uniform(0.8, 4.0, len(AD_SETS)), jnp.float32)
        active = active_ad_sets(day, rng)
        alloc = allocate_budget(roas, spend_cap, jnp.float32(1500.0), active=active)
        print(day, active, np.round(np.asarray(alloc)).astype(int))


if __name__ == "__main__":
    main()
