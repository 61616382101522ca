import jax
import jax.numpy as jnp
import numpy as np


def gaussian_policy(params, obs, key):
    mean = obs @ params["mu"]
    log_std = jnp.clip(params["log_std"], -5.0, 2.0)
    eps = jax.random.normal(key, mean.shape)
    pre = mean + jnp.exp(log_std) * eps
    action = jnp.tanh(pre)
    logp = jnp.sum(-0.5 * eps ** 2 - log_std - 0.5 * jnp.log(2 * jnp.pi), -1)
    logp -= jnp.sum(jnp.log(1 - action ** 2 + 1e-6), -1)
    return action, logp


def actor_loss(params, critic_w, obs, key, alpha):
    action, logp = gaussian_policy(params, obs, key)
    q = jnp.sum(jnp.concatenate([obs, action], -1) @ critic_w, -1)
    return jnp.mean(alpha * logp - q), logp


@jax.jit
def actor_update(params, critic_w, obs, key, alpha, lr):
    (loss, logp), grads = jax.value_and_grad(actor_loss, has_aux=True)(params, critic_w, obs, key, alpha)
    params = jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads)
    return params, loss, jnp.mean(logp)


class SACAgent:
    def __init__(self, cfg, seed=0):
        self.cfg = cfg
        self.key = jax.random.PRNGKey(seed)
        self.params = {"mu": jnp.zeros((cfg.obs_dim, cfg.act_dim)),
                       "log_std": jnp.zeros(cfg.act_dim)}
        self.critic_w = jnp.ones((cfg.obs_dim + cfg.act_dim, 1)) * 0.1
        self.log_alpha = jnp.log(jnp.asarray(cfg.init_alpha, dtype=jnp.float32))
        self.alpha = jnp.exp(self.log_alpha)

    def update(self, obs):
        self.key, sub = jax.random.split(self.key)
        self.params, loss, mean_logp = actor_update(
            self.params, self.critic_w, obs, sub, self.alpha, self.cfg.actor_lr)
        self._tune_temperature(mean_logp)
        return float(loss)

    def _tune_temperature(self, mean_logp):
        grad = -(mean_logp + self.cfg.target_entropy)
        self.log_alpha = self.log_alpha - self.cfg.alpha_lr * grad
        self.alpha = jnp.exp(self.log_alpha)
