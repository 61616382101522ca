import equinox as eqx
import jax
import jax.numpy as jnp


class BootstrapFilter(eqx.Module):
    particles: jax.Array
    log_weights: jax.Array
    t: jax.Array
    obs_noise: float = 0.5
    proc_noise: float = 0.3

    def transition(self, key):
        drift = 0.9 * self.particles + 0.1 * jnp.sin(0.2 * self.t)
        return drift + self.proc_noise * jax.random.normal(key, self.particles.shape)

    def log_likelihood(self, x, y):
        return -0.5 * ((y - x) / self.obs_noise) ** 2


@eqx.filter_jit
def filter_step(pf: BootstrapFilter, key, y):
    k_move, k_res = jax.random.split(key)
    x = pf.transition(k_move)
    logw = pf.log_weights + pf.log_likelihood(x, y)
    logw = logw - jax.scipy.special.logsumexp(logw)
    idx = jax.random.categorical(k_res, logw, shape=x.shape)
    n = x.shape[0]
    pf = eqx.tree_at(lambda f: (f.particles, f.log_weights, f.t), pf,
                     (x[idx], jnp.full((n,), -jnp.log(n), dtype=x.dtype), pf.t + 1))
    return pf, jnp.sum(jnp.exp(logw) * x)
