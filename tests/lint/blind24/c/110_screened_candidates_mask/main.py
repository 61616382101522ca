import numpy as np
import jax
import jax.numpy as jnp


def knockout_mask(pool, min_years, needs_license):
    keep = pool["years"] >= min_years
    if needs_license:
        keep = keep & pool["licensed"]
    return keep


@jax.jit
def masked_priority(years, skills, licensed, keep, weights):
    s = skills @ weights + 0.1 * jnp.log1p(years) + 0.2 * licensed
    s = jnp.where(keep, s, -jnp.inf)
    return jax.nn.softmax(s)


rng = np.random.default_rng(0)
weights = rng.normal(size=5).astype(np.float32)
for role, min_years, lic in [("nurse", 2, True), ("porter", 0, False), ("pharmacist", 3, True)]:
    pool = {"years": rng.integers(0, 10, 50).astype(np.float32),
            "skills": rng.random((50, 5)).astype(np.float32),
            "licensed": rng.random(50) < 0.6}
    keep = knockout_mask(pool, min_years, lic)
    prio = masked_priority(pool["years"], pool["skills"], pool["licensed"], keep, weights)
    print(role, int(keep.sum()), round(float(prio.max()), 3))
