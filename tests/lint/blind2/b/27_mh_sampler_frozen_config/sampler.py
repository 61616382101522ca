import dataclasses
from functools import partial

import jax
import jax.numpy as jnp


@dataclasses.dataclass(frozen=True)
class ChainConfig:
    n_steps: int = 20
    n_chains: int = 4


def log_density(x):
    return -0.5 * jnp.sum(x ** 2, -1) - 0.1 * jnp.sum(x ** 4, -1)


@partial(jax.jit, static_argnums=3)
def run_chains(key, x0, step_size, cfg):
    def body(carry, k):
        x, logp = carry
        k_prop, k_acc = jax.random.split(k)
        prop = x + step_size * jax.random.normal(k_prop, x.shape)
        logp_prop = log_density(prop)
        accept = jnp.log(jax.random.uniform(k_acc, (cfg.n_chains,))) < logp_prop - logp
        x = jnp.where(accept[:, None], prop, x)
        return (x, jnp.where(accept, logp_prop, logp)), accept

    keys = jax.random.split(key, cfg.n_steps)
    (x, _), accepts = jax.lax.scan(body, (x0, log_density(x0)), keys)
    return x, accepts.mean()


class AdaptiveSampler:
    def __init__(self, dim, config=ChainConfig()):
        self.config = config
        self.state = jnp.zeros((config.n_chains, dim))
        self.step_size = jnp.float32(0.5)

    def sweep(self, key):
        self.state, acc_rate = run_chains(key, self.state, self.step_size, self.config)
        self.step_size = self.step_size * jnp.where(acc_rate > 0.3, 1.1, 0.9)
        return float(acc_rate)
