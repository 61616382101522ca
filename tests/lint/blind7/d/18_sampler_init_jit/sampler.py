import jax
import jax.numpy as jnp


def log_density(x):
    # banana-shaped target
    return -0.5 * (x[0] ** 2 / 4.0 + (x[1] - 0.25 * x[0] ** 2) ** 2)


class MetropolisSampler:
    def __init__(self, log_prob, step_size=0.5, n_chains=16):
        self.log_prob = log_prob
        self.step_size = step_size
        self.n_chains = n_chains
        self._kernel = jax.jit(self._mh_step)

    def _mh_step(self, key, x):
        k1, k2 = jax.random.split(key)
        prop = x + self.step_size * jax.random.normal(k1, x.shape)
        lp_x = jax.vmap(self.log_prob)(x)
        lp_p = jax.vmap(self.log_prob)(prop)
        accept = jnp.log(jax.random.uniform(k2, (x.shape[0],))) < lp_p - lp_x
        return jnp.where(accept[:, None], prop, x), accept.mean()

    @property
    def kernel(self):
        return self._kernel
