import equinox as eqx
import jax
import jax.numpy as jnp


def rastrigin(x):
    return 10.0 * x.shape[-1] + jnp.sum(x**2 - 10.0 * jnp.cos(2 * jnp.pi * x), axis=-1)


class AnnealingSampler(eqx.Module):
    proposal_scale: jax.Array
    temperature: float

    def log_target(self, x):
        return -rastrigin(x) / self.temperature

    def step(self, x, key):
        k1, k2 = jax.random.split(key)
        prop = x + self.proposal_scale * jax.random.normal(k1, x.shape)
        log_alpha = self.log_target(prop) - self.log_target(x)
        accept = jnp.log(jax.random.uniform(k2, log_alpha.shape)) < log_alpha
        return jnp.where(accept[..., None], prop, x), accept


@eqx.filter_jit
def sweep(sampler, x, key, n_steps=20):
    def body(carry, k):
        x, n_acc = carry
        x, acc = sampler.step(x, k)
        return (x, n_acc + acc), None

    keys = jax.random.split(key, n_steps)
    (x, n_acc), _ = jax.lax.scan(body, (x, jnp.zeros(x.shape[0])), keys)
    return x, n_acc / n_steps
