import dataclasses
from functools import partial

import jax
import jax.numpy as jnp


@dataclasses.dataclass(frozen=True)
class PPOConfig:
    clip_eps: float = 0.2
    value_coef: float = 0.5
    entropy_coef: float = 0.01
    lr: float = 3e-3


def policy_value(params, obs):
    h = jnp.tanh(obs @ params["w1"])
    return h @ params["pi"], (h @ params["v"])[:, 0]


@partial(jax.jit, static_argnames="config")
def ppo_update(params, batch, config):
    def loss_fn(p):
        logits, values = policy_value(p, batch["obs"])
        logp = jax.nn.log_softmax(logits)
        new_logp = jnp.take_along_axis(logp, batch["actions"][:, None], 1)[:, 0]
        ratio = jnp.exp(new_logp - batch["old_logp"])
        adv = batch["advantages"]
        clipped = jnp.clip(ratio, 1 - config.clip_eps, 1 + config.clip_eps)
        pg = -jnp.minimum(ratio * adv, clipped * adv).mean()
        vf = ((values - batch["returns"]) ** 2).mean()
        ent = -(jnp.exp(logp) * logp).sum(-1).mean()
        return pg + config.value_coef * vf - config.entropy_coef * ent

    loss, grads = jax.value_and_grad(loss_fn)(params)
    params = jax.tree_util.tree_map(lambda p, g: p - config.lr * g, params, grads)
    return params, loss


class PPOTrainer:
    def __init__(self, params, config, total_iters):
        self.params = params
        self.config = config
        self.initial_clip = config.clip_eps
        self.total_iters = total_iters

    def anneal(self, it):
        frac = 1.0 - it / self.total_iters
        self.config = dataclasses.replace(self.config, clip_eps=self.initial_clip * frac)

    def train_iteration(self, it, batch):
        self.anneal(it)
        self.params, loss = ppo_update(self.params, batch, self.config)
        return loss
