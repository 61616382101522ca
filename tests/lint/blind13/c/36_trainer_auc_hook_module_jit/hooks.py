import jax
import jax.numpy as jnp


@jax.jit
def pairwise_auc(scores, y):
    diff = scores[:, None] - scores[None, :]
    pos_neg = y[:, None] * (1 - y[None, :])
    wins = (diff > 0) + 0.5 * (diff == 0)
    return jnp.sum(wins * pos_neg) / jnp.maximum(pos_neg.sum(), 1.0)


class AUCLogger:
    """Logs a pairwise AUC estimate every `every` steps."""

    def __init__(self, every=1):
        self.every = every
        self.history = []

    def __call__(self, step, logits, labels):
        if step % self.every:
            return
        auc = pairwise_auc(logits, labels)
        self.history.append(float(auc))
        print(f"step {step}: auc {self.history[-1]:.3f}")
