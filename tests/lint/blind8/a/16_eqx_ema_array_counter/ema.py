import equinox as eqx
import jax
import jax.numpy as jnp


class EMATeacher(eqx.Module):
    model: eqx.Module
    num_updates: jax.Array
    max_decay: float = eqx.field(static=True, default=0.999)

    def __init__(self, model, num_updates=None, max_decay=0.999):
        self.model = model
        self.num_updates = jnp.zeros((), jnp.int32) if num_updates is None else num_updates
        self.max_decay = max_decay

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
