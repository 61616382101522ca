import jax
import jax.numpy as jnp
import numpy as np


class TeacherLogitCache:
    """Keeps teacher logits per batch id; stored compactly to save host memory."""

    def __init__(self, teacher_fn, teacher_params):
        self.teacher_fn = jax.jit(teacher_fn)
        self.teacher_params = teacher_params
        self.store = {}

    def get(self, batch_id, tokens):
        if batch_id in self.store:
            return self.store[batch_id]
        logits = self.teacher_fn(self.teacher_params, tokens)
        self.store[batch_id] = np.asarray(logits, dtype=np.float16)
        return self.store[batch_id]
