import dataclasses

import jax
import jax.numpy as jnp


@dataclasses.dataclass(frozen=True)
class Policy:
    param_dtype: jnp.dtype = jnp.float32
    compute_dtype: jnp.dtype = jnp.bfloat16
    output_dtype: jnp.dtype = jnp.float32

    def cast_to_compute(self, tree):
        return jax.tree_util.tree_map(lambda a: a.astype(self.compute_dtype), tree)

    def cast_to_output(self, x):
        return x.astype(self.output_dtype)
