import jax
import jax.numpy as jnp


def log_psi(x, alpha):
    return -alpha * jnp.sum(x ** 2)


def local_energy(x, alpha):
    return alpha * x.size + jnp.sum(x ** 2) * (0.5 - 2.0 * alpha ** 2)


@jax.jit
def metropolis_block(x, key, alpha):
    def body(carry, _):
        x, key = carry
        key, k1, k2 = jax.random.split(key, 3)
        prop = x + 0.5 * jax.random.normal(k1, x.shape)
        ratio = jnp.exp(2.0 * (log_psi(prop, alpha) - log_psi(x, alpha)))
        x = jnp.where(jax.random.uniform(k2) < ratio, prop, x)
        return (x, key), local_energy(x, alpha)

    (x, key), e = jax.lax.scan(body, (x, key), None, length=20)
    return x, key, e.mean()


def energy_stream(alpha, n_blocks, dim=3, seed=0):
    x = jnp.zeros(dim)
    key = jax.random.PRNGKey(seed)
    for _ in range(n_blocks):
        x, key, e = metropolis_block(x, key, alpha)
        yield e
