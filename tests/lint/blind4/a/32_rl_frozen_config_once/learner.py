from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=(0,))
def a2c_loss_and_grad(cfg, params, obs, actions, returns):
    def loss_fn(p):
        logits = obs @ p["pi"]
        values = obs @ p["v"]
        logp = jax.nn.log_softmax(logits)
        adv = returns - values
        pg = -(jnp.take_along_axis(logp, actions[:, None], 1)[:, 0] * jax.lax.stop_gradient(adv)).mean()
        ent = -(jnp.exp(logp) * logp).sum(-1).mean()
        return pg + cfg.value_coef * (adv ** 2).mean() - cfg.entropy_coef * ent

    return jax.value_and_grad(loss_fn)(params)


class Learner:
    def __init__(self, cfg, obs_dim):
        self.cfg = cfg
        self.params = {"pi": jnp.zeros((obs_dim, cfg.n_actions)), "v": jnp.zeros(obs_dim)}

    def update(self, obs, actions, returns):
        loss, g = a2c_loss_and_grad(self.cfg, self.params, obs, actions, returns)
        self.params = jax.tree_util.tree_map(lambda p, d: p - 0.1 * d, self.params, g)
        return float(loss)
