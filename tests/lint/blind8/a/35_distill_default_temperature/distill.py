from functools import partial

import jax
import jax.numpy as jnp
import optax

tx = optax.adam(2e-3)


def student_logits(params, x):
    return jnp.tanh(x @ params["w1"]) @ params["w2"]


@partial(jax.jit, static_argnames=("temperature", "alpha"))
def distill_step(params, opt_state, x, y, teacher_logits, temperature=2.0, alpha=0.5):
    def loss_fn(p):
        logits = student_logits(p, x)
        hard = optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
        soft_targets = jax.nn.softmax(teacher_logits / temperature)
        soft = optax.softmax_cross_entropy(logits / temperature, soft_targets).mean()
        return alpha * hard + (1 - alpha) * temperature ** 2 * soft

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss
