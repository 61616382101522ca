import equinox as eqx
import jax
import jax.numpy as jnp


class EMATeacher(eqx.Module):
    model: eqx.Module
    num_updates: int = 0
    max_decay: float = eqx.field(static=True, default=0.999)

    def decay(self):
        # warm-up of the EMA decay, as in mean-teacher training
        return jnp.minimum(self.max_decay, (1.0 + self.num_updates) / (10.0 + self.num_updates))

    def update(self, student):
        d = self.decay()
        new = jax.tree_util.tree_map(
            lambda t, s: d * t + (1 - d) * s,
            eqx.filter(self.model, eqx.is_inexact_array),
            eqx.filter(student, eqx.is_inexact_array))
        model = eqx.combine(new, eqx.filter(self.model, eqx.is_inexact_array, inverse=True))
        return EMATeacher(model, self.num_updates + 1, self.max_decay)
