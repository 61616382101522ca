import dataclasses
from functools import partial

import jax
import jax.numpy as jnp


@dataclasses.dataclass(frozen=True)
class VIConfig:
    num_samples: int = 8
    prior_scale: float = 2.0
    warmup_epochs: int = 10


def sample_weights(params, key, num_samples):
    eps = jax.random.normal(key, (num_samples,) + params["mu"].shape)
    return params["mu"] + jnp.exp(params["log_sigma"]) * eps


def kl_to_prior(params, prior_scale):
    mu, log_sigma = params["mu"], params["log_sigma"]
    return jnp.sum(0.5 * (jnp.exp(2 * log_sigma) + mu**2) / prior_scale**2
                   - log_sigma + jnp.log(prior_scale) - 0.5)


@partial(jax.jit, static_argnames=("cfg",))
def train_step(params, key, X, y, kl_weight, cfg):
    def loss_fn(p):
        w = sample_weights(p, key, cfg.num_samples)
        logits = X @ w.T
        ll = jnp.mean(jnp.sum(y[:, None] * logits - jax.nn.softplus(logits), axis=0))
        return -(ll - kl_weight * kl_to_prior(p, cfg.prior_scale))

    loss, grads = jax.value_and_grad(loss_fn)(params)
    return jax.tree_util.tree_map(lambda p, g: p - 1e-2 * g, params, grads), loss


@partial(jax.jit, static_argnames=("cfg", "use_mean"))
def predictive_accuracy(params, key, X, y, cfg, use_mean):
    if use_mean:
        probs = jax.nn.sigmoid(X @ params["mu"])
    else:
        w = sample_weights(params, key, cfg.num_samples)
        probs = jnp.mean(jax.nn.sigmoid(X @ w.T), axis=1)
    return jnp.mean((probs > 0.5) == (y > 0.5))
