from dataclasses import dataclass
from functools import partial

import jax
import jax.numpy as jnp


@dataclass(frozen=True)
class ElboConfig:
    n_samples: int = 8
    warmup_epochs: int = 10


def elbo(params, key, x, y, kl_weight, cfg: ElboConfig):
    mu, log_sigma = params["mu"], params["log_sigma"]
    sigma = jnp.exp(log_sigma)
    eps = jax.random.normal(key, (cfg.n_samples,) + mu.shape)
    w = mu + sigma * eps
    pred = jnp.einsum("sd,nd->sn", w, x)
    loglik = -0.5 * jnp.mean(jnp.sum((y - pred) ** 2, axis=-1))
    kl = 0.5 * jnp.sum(sigma**2 + mu**2 - 1.0 - 2.0 * log_sigma)
    return loglik - kl_weight * kl


@partial(jax.jit, static_argnames=("cfg",))
def svi_update(params, key, x, y, lr, kl_weight, cfg):
    loss, grads = jax.value_and_grad(lambda p: -elbo(p, key, x, y, kl_weight, cfg))(params)
    params = jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads)
    return params, loss


class SVITrainer:
    def __init__(self, dim, cfg: ElboConfig, lr=1e-2):
        self.params = {"mu": jnp.zeros(dim), "log_sigma": jnp.full((dim,), -1.0, dtype=jnp.float32)}
        self.cfg = cfg
        self.kl_weight = jnp.float32(0.0)
        self.lr = jnp.float32(lr)

    def on_epoch_start(self, epoch):
        frac = (epoch + 1) / self.cfg.warmup_epochs
        self.kl_weight = jnp.asarray(min(1.0, frac), dtype=jnp.float32)

    def fit_epoch(self, key, batches):
        losses = []
        for x, y in batches:
            key, sub = jax.random.split(key)
            self.params, loss = svi_update(self.params, sub, x, y, self.lr, self.kl_weight, self.cfg)
            losses.append(float(loss))
        return key, sum(losses) / len(losses)
