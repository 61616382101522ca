import jax
import jax.numpy as jnp
import numpy as np


def kd_loss(student_logits, teacher_logits, labels, temperature, alpha):
    t_prob = jax.nn.softmax(teacher_logits / temperature)
    s_logp = jax.nn.log_softmax(student_logits / temperature)
    soft = -jnp.sum(t_prob * s_logp, -1).mean() * temperature ** 2
    hard = -jnp.take_along_axis(jax.nn.log_softmax(student_logits), labels[:, None], 1).mean()
    return alpha * soft + (1 - alpha) * hard


class TemperatureSchedule:
    def __init__(self, start=4.0, floor=1.0, decay=0.8):
        self.value = start
        self.floor = floor
        self.decay = np.float32(decay)

    def step(self):
        self.value = max(self.floor, self.value * self.decay)
        return self.value
