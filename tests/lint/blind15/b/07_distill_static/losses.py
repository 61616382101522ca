import jax
import jax.numpy as jnp
import optax


def distill_loss(student_logits, teacher_logits, labels, alpha, temperature):
    t = temperature
    soft_targets = jax.nn.softmax(teacher_logits / t)
    kd = optax.softmax_cross_entropy(student_logits / t, soft_targets).mean() * t * t
    ce = optax.softmax_cross_entropy_with_integer_labels(student_logits, labels).mean()
    return alpha * kd + (1.0 - alpha) * ce


def alpha_schedule(step, total):
    return round(0.9 - 0.6 * step / total, 3)
