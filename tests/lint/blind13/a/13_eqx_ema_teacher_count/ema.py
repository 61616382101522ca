import equinox as eqx
import jax
import jax.numpy as jnp


class EMATeacher(eqx.Module):
    """Exponential moving average of the student, with the usual bias-corrected warmup."""

    model: eqx.Module
    decay: float = 0.99
    num_updates: int = 0

    def effective_decay(self):
        return jnp.minimum(self.decay, (1.0 + self.num_updates) / (10.0 + self.num_updates))

    def update(self, student):
        d = self.effective_decay()
        new_model = jax.tree_util.tree_map(
            lambda t, s: d * t + (1.0 - d) * s if eqx.is_inexact_array(t) else t,
            self.model, student)
        return EMATeacher(new_model, self.decay, self.num_updates + 1)
