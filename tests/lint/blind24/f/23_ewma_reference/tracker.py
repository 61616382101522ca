import jax
import jax.numpy as jnp


@jax.jit
def update_reference(reference, mode_shape, alpha):
    """Exponentially weighted reference mode shape and MAC against it."""
    if reference is None:
        reference = mode_shape
    mac = (reference @ mode_shape) ** 2 / ((reference @ reference) * (mode_shape @ mode_shape))
    sign = jnp.sign(reference @ mode_shape)
    new_ref = (1 - alpha) * reference + alpha * sign * mode_shape
    return new_ref / jnp.linalg.norm(new_ref), mac


class ModeShapeTracker:
    def __init__(self, alpha=0.1):
        self.alpha = alpha
        self.reference = None

    def observe(self, phi):
        self.reference, mac = update_reference(self.reference, phi, self.alpha)
        return mac
