import numpy as np
import jax
import jax.numpy as jnp

from registry import HerdRegistry, CAPACITY


@jax.jit
def update_baselines(baselines, seen, y, present):
    first = present * (1 - seen)
    base = jnp.where(first > 0, y, baselines)
    base = jnp.where(present > 0, 0.8 * base + 0.2 * y, base)
    drop = jnp.where(present > 0, (base - y) / jnp.maximum(base, 1e-3), 0.0)
    return base, jnp.maximum(seen, present), drop


rng = np.random.default_rng(106)
reg = HerdRegistry()
herd = ["NL201", "NL202", "NL203"]
baselines = jnp.zeros(CAPACITY)
seen = jnp.zeros(CAPACITY)
for week in range(6):
    if week in (2, 4):
        herd.append(f"NL2{10 + week}")
    y, present = reg.to_arrays({tag: rng.normal(30, 4) for tag in herd})
    baselines, seen, drop = update_baselines(baselines, seen, y, present)
    print(f"week {week}: {len(herd)} cows, flagged slots {np.flatnonzero(np.asarray(drop) > 0.1).tolist()}")
