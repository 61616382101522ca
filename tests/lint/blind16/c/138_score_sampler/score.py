import equinox as eqx
import jax
import jax.numpy as jnp


class MixtureScore(eqx.Module):
    means: jax.Array
    sigma: jax.Array

    def __call__(self, x):
        var = 0.1 + self.sigma**2
        d = x[:, None, :] - self.means[None]
        logw = -0.5 * jnp.sum(d**2, -1) / var
        w = jax.nn.softmax(logw, axis=1)
        return -jnp.sum(w[..., None] * d, axis=1) / var


@eqx.filter_jit
def langevin_level(score, x, key, n_steps=25, eps_scale=0.05):
    eps = eps_scale * score.sigma**2

    def body(x, k):
        return x + eps * score(x) + jnp.sqrt(2 * eps) * jax.random.normal(k, x.shape), None

    x, _ = jax.lax.scan(body, x, jax.random.split(key, n_steps))
    return x
