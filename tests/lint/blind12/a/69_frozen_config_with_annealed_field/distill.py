from functools import partial

import jax
import jax.numpy as jnp
import optax


@partial(jax.jit, static_argnames=("cfg",))
def distill_step(student, teacher_logits, feats, labels, cfg):
    def loss_fn(w):
        logits = feats @ w
        t = cfg.temperature
        soft = optax.softmax_cross_entropy(logits / t, jax.nn.softmax(teacher_logits / t)).mean() * t * t
        hard = optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()
        return cfg.alpha * soft + (1 - cfg.alpha) * hard

    loss, g = jax.value_and_grad(loss_fn)(student)
    return student - 0.1 * g, loss
