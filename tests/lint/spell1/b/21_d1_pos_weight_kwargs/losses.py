import jax.numpy as jnp


def weighted_bce(logits, labels, pos_weight=1.0):
    log_p = -jnp.logaddexp(0.0, -logits)
    log_not_p = -jnp.logaddexp(0.0, logits)
    return -jnp.mean(pos_weight * labels * log_p + (1 - labels) * log_not_p)


def class_balance(labels):
    n_pos = int(labels.sum())
    n_neg = len(labels) - n_pos
    return {"pos_weight": n_neg / n_pos if n_pos else 1}
