import jax
import jax.numpy as jnp


class TeacherLogitCache:
    """Keeps teacher logits for batches seen in earlier epochs."""

    def __init__(self, teacher_fn, teacher_params):
        self.teacher_fn = teacher_fn
        self.teacher_params = teacher_params
        self._store = {}

    def get(self, batch_id, tokens):
        if batch_id in self._store:
            return self._store[batch_id]
        logits = self.teacher_fn(self.teacher_params, tokens)
        self._store[batch_id] = logits.astype(jnp.bfloat16)
        return logits
