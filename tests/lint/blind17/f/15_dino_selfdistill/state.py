from typing import Any, NamedTuple, Optional

import jax
import jax.numpy as jnp


class DistillState(NamedTuple):
    student: Any
    teacher: Any
    opt_state: Any
    center: Optional[jax.Array] = None


def init_state(student, tx):
    teacher = jax.tree_util.tree_map(jnp.copy, student)
    return DistillState(student=student, teacher=teacher, opt_state=tx.init(student))
