import jax.numpy as jnp


class ActivationNorm:
    """Forward hook: reports the mean L2 norm of a named activation."""

    def __init__(self, layer):
        self.layer = layer

    def __call__(self, name, act):
        if name != self.layer:
            return {}
        return {f"{name}/norm": jnp.mean(jnp.linalg.norm(act, axis=-1))}


class DeadUnits:
    """Forward hook: fraction of ReLU units that are zero for the whole batch."""

    def __init__(self, layer):
        self.layer = layer

    def __call__(self, name, act):
        if name != self.layer:
            return {}
        return {f"{name}/dead": jnp.mean(jnp.all(act <= 0, axis=0))}
