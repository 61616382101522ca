from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("skills",))
def skill_report(skill_ids, correct, skills):
    rows = []
    for s in skills:
        m = (skill_ids == s).astype(jnp.float32)
        rows.append(jnp.stack([m.sum(), jnp.sum(m * correct) / jnp.maximum(m.sum(), 1.0)]))
    return jnp.stack(rows)
