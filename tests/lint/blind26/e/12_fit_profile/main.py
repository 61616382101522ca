import jax.numpy as jnp

from tracking import extract_sprints, collate
from fit import fit_profile

sprints = extract_sprints()
for b in range(0, len(sprints), 8):
    v, m = collate(sprints[b:b + 8])
    lt = jnp.zeros(v.shape[0])
    vm = jnp.asarray(v.max(axis=1))
    for _ in range(30):
        lt, vm = fit_profile(lt, vm, v, m)
    print("batch", b // 8, "tau", jnp.round(jnp.exp(lt), 2))
