import dataclasses

import jax.numpy as jnp


@dataclasses.dataclass(frozen=True)
class ActivationNorm:
    """Forward hook: reports the mean L2 norm of a named activation."""

    layer: str

    def __call__(self, name, act):
        if name != self.layer:
            return {}
        return {f"{name}/norm": jnp.mean(jnp.linalg.norm(act, axis=-1))}


@dataclasses.dataclass(frozen=True)
class DeadUnits:
    """Forward hook: fraction of ReLU units that are zero for the whole batch."""

    layer: str

    def __call__(self, name, act):
        if name != self.layer:
            return {}
        return {f"{name}/dead": jnp.mean(jnp.all(act <= 0, axis=0))}
