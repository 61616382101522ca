from typing import NamedTuple

import jax
import jax.numpy as jnp


class LossScale(NamedTuple):
    scale: jax.Array
    good_steps: jax.Array

    @classmethod
    def create(cls, init_scale=2 ** 15):
        return cls(jnp.asarray(init_scale, dtype=jnp.float32), jnp.zeros((), jnp.int32))

    def update(self, grads_finite, period=2):
        grow = grads_finite & (self.good_steps + 1 >= period)
        scale = jnp.where(grads_finite, jnp.where(grow, self.scale * 2, self.scale), self.scale / 2)
        good = jnp.where(grads_finite & ~grow, self.good_steps + 1, 0)
        return LossScale(scale, good)


def cast_tree(tree, dtype):
    return jax.tree_util.tree_map(lambda x: x.astype(dtype), tree)


def all_finite(tree):
    leaves = jax.tree_util.tree_leaves(tree)
    return jnp.all(jnp.stack([jnp.all(jnp.isfinite(l)) for l in leaves]))
