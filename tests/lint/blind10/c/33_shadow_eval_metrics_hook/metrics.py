import jax
import jax.numpy as jnp


class AgreementLogger:
    def __init__(self, decision_threshold=0.5):
        self.decision_threshold = decision_threshold
        self.history = []

    def __call__(self, batch_id, prod_scores, cand_scores, labels):
        threshold = self.decision_threshold

        def agreement(p, c, y):
            p_dec, c_dec = p > threshold, c > threshold
            return {
                "agree": jnp.mean(p_dec == c_dec),
                "prod_acc": jnp.mean(p_dec == (y > 0.5)),
                "cand_acc": jnp.mean(c_dec == (y > 0.5)),
            }

        stats = jax.jit(agreement)(prod_scores, cand_scores, labels)
        self.history.append({k: float(v) for k, v in stats.items()})
        print(batch_id, self.history[-1])
