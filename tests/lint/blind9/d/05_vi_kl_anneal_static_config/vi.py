import dataclasses
from functools import partial

import jax
import jax.numpy as jnp


@dataclasses.dataclass(frozen=True)
class ELBOConfig:
    num_samples: int = 4
    kl_weight: float = 1.0
    prior_scale: float = 1.0


def gaussian_kl(mu, log_sigma, prior_scale):
    var = jnp.exp(2 * log_sigma)
    return jnp.sum(0.5 * (var + mu**2) / prior_scale**2 - log_sigma + jnp.log(prior_scale) - 0.5)


def negative_elbo(params, key, X, y, cfg):
    mu, log_sigma = params["mu"], params["log_sigma"]
    eps = jax.random.normal(key, (cfg.num_samples,) + mu.shape)
    w = mu + jnp.exp(log_sigma) * eps
    preds = jnp.einsum("nd,sd->sn", X, w)
    log_lik = -0.5 * jnp.mean(jnp.sum((preds - y) ** 2, axis=-1))
    return -(log_lik - cfg.kl_weight * gaussian_kl(mu, log_sigma, cfg.prior_scale))


@partial(jax.jit, static_argnames=("cfg",))
def svi_update(params, key, X, y, cfg, lr):
    loss, grads = jax.value_and_grad(negative_elbo)(params, key, X, y, cfg)
    params = jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads)
    return params, loss
