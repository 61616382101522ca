import jax
import jax.numpy as jnp


def make_policy_loss():
    def loss(params, obs, actions, adv, old_logits, kl_coef):
        logits = obs @ params
        logp = jax.nn.log_softmax(logits)
        old_logp = jax.nn.log_softmax(old_logits)
        ratio = jnp.exp(jnp.take_along_axis(logp - old_logp, actions[:, None], 1)[:, 0])
        kl = jnp.sum(jnp.exp(old_logp) * (old_logp - logp), -1).mean()
        return -(ratio * adv).mean() + kl_coef * kl, kl

    return loss


class AdaptiveKL:
    def __init__(self, coef=0.2, target=0.01):
        self.coef = coef
        self.target = target

    def update(self, kl):
        if kl > 1.5 * self.target:
            self.coef *= 2.0
        elif kl < self.target / 1.5:
            self.coef *= 0.5
        return self.coef
