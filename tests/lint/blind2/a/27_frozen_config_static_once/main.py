from functools import partial

import jax
import jax.numpy as jnp

from config import PPOConfig


@partial(jax.jit, static_argnums=0)
def ppo_loss(cfg, logp_new, logp_old, adv, values, returns, entropy):
    if cfg.normalize_adv:
        adv = (adv - adv.mean()) / (adv.std() + 1e-8)
    ratio = jnp.exp(logp_new - logp_old)
    clipped = jnp.clip(ratio, 1 - cfg.clip_eps, 1 + cfg.clip_eps)
    pg = -jnp.mean(jnp.minimum(ratio * adv, clipped * adv))
    vf = jnp.mean((values - returns) ** 2)
    return pg + cfg.value_coef * vf - cfg.entropy_coef * entropy.mean()


class PPOLearner:
    def __init__(self, cfg):
        self.cfg = cfg

    def update(self, batch):
        return ppo_loss(self.cfg, *batch)


learner = PPOLearner(PPOConfig(clip_eps=0.1))
key = jax.random.PRNGKey(0)
for it in range(5):
    key, *ks = jax.random.split(key, 7)
    batch = [jax.random.normal(k, (32,)) for k in ks]
    print(it, float(learner.update(batch)))
