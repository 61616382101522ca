import jax.numpy as jnp
from flax import struct


@struct.dataclass
class GradebookState:
    totals: jnp.ndarray
    counts: jnp.ndarray
    n_categories: int = struct.field(pytree_node=False, default=4)

    @classmethod
    def empty(cls, n_students, n_categories=4):
        return cls(totals=jnp.zeros((n_students, n_categories), jnp.float32),
                   counts=jnp.zeros((n_students, n_categories), jnp.float32),
                   n_categories=n_categories)
