from typing import Any, Callable

import flax.struct
import jax.numpy as jnp


@flax.struct.dataclass
class CrowdingState:
    params: Any
    opt_state: Any
    step: jnp.ndarray
    n_routes: int = flax.struct.field(pytree_node=False)
    apply_fn: Callable = flax.struct.field(pytree_node=False)
