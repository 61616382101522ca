import jax
import jax.numpy as jnp


class FreezeSpec:
    def __init__(self, frozen=()):
        self.frozen = tuple(frozen)

    def is_frozen(self, name):
        return name in self.frozen


def spec_for_epoch(epoch, unfreeze_at=2):
    if epoch < unfreeze_at:
        return FreezeSpec(frozen=("backbone",))
    return FreezeSpec()


def zero_frozen(grads, spec):
    return {name: (jax.tree.map(jnp.zeros_like, g) if spec.is_frozen(name) else g)
            for name, g in grads.items()}
