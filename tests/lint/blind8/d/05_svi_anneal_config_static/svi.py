from dataclasses import dataclass, replace
from functools import partial

import jax
import jax.numpy as jnp


@dataclass(frozen=True)
class ElboConfig:
    n_samples: int = 8
    kl_weight: float = 1.0


def elbo(params, key, x, y, cfg: ElboConfig):
    mu, log_sigma = params["mu"], params["log_sigma"]
    sigma = jnp.exp(log_sigma)
    eps = jax.random.normal(key, (cfg.n_samples,) + mu.shape)
    w = mu + sigma * eps
    pred = jnp.einsum("sd,nd->sn", w, x)
    loglik = -0.5 * jnp.mean(jnp.sum((y - pred) ** 2, axis=-1))
    kl = 0.5 * jnp.sum(sigma**2 + mu**2 - 1.0 - 2.0 * log_sigma)
    return loglik - cfg.kl_weight * kl


@partial(jax.jit, static_argnames=("cfg",))
def svi_update(params, key, x, y, lr, cfg):
    loss, grads = jax.value_and_grad(lambda p: -elbo(p, key, x, y, cfg))(params)
    params = jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads)
    return params, loss


class SVITrainer:
    def __init__(self, dim, warmup_epochs, lr=1e-2):
        self.params = {"mu": jnp.zeros(dim), "log_sigma": jnp.full((dim,), -1.0, dtype=jnp.float32)}
        self.cfg = ElboConfig()
        self.warmup_epochs = warmup_epochs
        self.lr = jnp.float32(lr)

    def on_epoch_start(self, epoch):
        frac = (epoch + 1) / self.warmup_epochs
        self.cfg = replace(self.cfg, kl_weight=float(jnp.minimum(1.0, frac)))

    def fit_epoch(self, key, batches):
        losses = []
        for x, y in batches:
            key, sub = jax.random.split(key)
            self.params, loss = svi_update(self.params, sub, x, y, self.lr, self.cfg)
            losses.append(float(loss))
        return key, sum(losses) / len(losses)
