import dataclasses
from functools import partial

import jax
import jax.numpy as jnp


def log_prior(beta):
    return -0.5 * jnp.sum(beta ** 2)


def log_lik(beta, X, y):
    logits = X @ beta
    return jnp.sum(y * logits - jax.nn.softplus(logits))


@dataclasses.dataclass(frozen=True)
class TemperedMH:
    inv_temp: float = 0.0
    scale: float = 0.3
    n_steps: int = 20

    def log_target(self, beta, X, y):
        return log_prior(beta) + self.inv_temp * log_lik(beta, X, y)

    @partial(jax.jit, static_argnums=0)
    def move(self, key, particles, X, y):
        def one(key, b):
            def body(b, k):
                k1, k2 = jax.random.split(k)
                prop = b + self.scale * jax.random.normal(k1, b.shape)
                log_r = self.log_target(prop, X, y) - self.log_target(b, X, y)
                return jnp.where(jnp.log(jax.random.uniform(k2)) < log_r, prop, b), None

            b, _ = jax.lax.scan(body, b, jax.random.split(key, self.n_steps))
            return b

        keys = jax.random.split(key, particles.shape[0])
        return jax.vmap(one)(keys, particles)
