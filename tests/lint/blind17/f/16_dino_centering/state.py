from typing import Any, NamedTuple

import jax
import jax.numpy as jnp


class DistillState(NamedTuple):
    student: Any
    teacher: Any
    opt_state: Any
    center: jax.Array


def init_state(student, tx, out_dim):
    teacher = jax.tree_util.tree_map(jnp.copy, student)
    return DistillState(student=student, teacher=teacher, opt_state=tx.init(student),
                        center=jnp.zeros((out_dim,), jnp.float32))
