import dataclasses
import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.tree_util.register_dataclass,
                   data_fields=["mean", "var", "n_updates"], meta_fields=[])
@dataclasses.dataclass
class RunningNormalizer:
    mean: jax.Array
    var: jax.Array
    n_updates: jax.Array

    @classmethod
    def create(cls, dim):
        return cls(jnp.zeros(dim), jnp.ones(dim), jnp.zeros((), jnp.int32))


@jax.jit
def update_and_normalize(norm, batch, momentum=0.9):
    mean = momentum * norm.mean + (1 - momentum) * batch.mean(0)
    var = momentum * norm.var + (1 - momentum) * batch.var(0)
    new = RunningNormalizer(mean, var, norm.n_updates + 1)
    return new, (batch - mean) / jnp.sqrt(var + 1e-5)
