import jax
import jax.numpy as jnp


def distillation_loss(student_params, teacher_logits, token_ids, labels, temperature, alpha):
    logits = student_params["emb"][token_ids].mean(1) @ student_params["head"]
    soft_targets = jax.nn.softmax(teacher_logits / temperature)
    soft = -(soft_targets * jax.nn.log_softmax(logits / temperature)).sum(-1).mean() * temperature ** 2
    hard = -jnp.take_along_axis(jax.nn.log_softmax(logits), labels[:, None], axis=-1).mean()
    return alpha * soft + (1 - alpha) * hard
