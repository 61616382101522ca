import dataclasses
from functools import partial

import jax
import jax.numpy as jnp


@dataclasses.dataclass(frozen=True)
class ChainConfig:
    n_steps: int = 20
    step_size: float = 0.5
    sweep: int = 0


def log_density(x):
    return -0.5 * jnp.sum(x ** 2) - 0.1 * jnp.sum(x ** 4)


@partial(jax.jit, static_argnums=2)
def run_chain(key, x0, cfg):
    def body(carry, k):
        x, logp = carry
        k_prop, k_acc = jax.random.split(k)
        prop = x + cfg.step_size * jax.random.normal(k_prop, x.shape)
        logp_prop = log_density(prop)
        accept = jnp.log(jax.random.uniform(k_acc)) < logp_prop - logp
        x = jnp.where(accept, prop, x)
        logp = jnp.where(accept, logp_prop, logp)
        return (x, logp), accept

    keys = jax.random.split(key, cfg.n_steps)
    (x, _), accepts = jax.lax.scan(body, (x0, log_density(x0)), keys)
    return x, accepts.mean()


class AdaptiveSampler:
    def __init__(self, dim, config=None):
        self.config = config or ChainConfig()
        self.state = jnp.zeros((dim,))

    def sweep(self, key):
        self.state, acc_rate = run_chain(key, self.state, self.config)
        new_step = self.config.step_size * (1.1 if acc_rate > 0.3 else 0.9)
        self.config = dataclasses.replace(self.config, step_size=float(new_step),
                                          sweep=self.config.sweep + 1)
        return float(acc_rate)
