import jax
import jax.numpy as jnp


def log_prob(x):
    # Rosenbrock-like density
    return -(100.0 * (x[..., 1] - x[..., 0] ** 2) ** 2 + (1.0 - x[..., 0]) ** 2) / 20.0


@jax.jit
def stretch_update(key, active, complement, a=2.0):
    k_z, k_j, k_u = jax.random.split(key, 3)
    n, d = active.shape
    z = ((a - 1.0) * jax.random.uniform(k_z, (n,)) + 1.0) ** 2 / a
    partners = complement[jax.random.randint(k_j, (n,), 0, complement.shape[0])]
    prop = partners + z[:, None] * (active - partners)
    log_r = (d - 1) * jnp.log(z) + log_prob(prop) - log_prob(active)
    accept = jnp.log(jax.random.uniform(k_u, (n,))) < log_r
    return jnp.where(accept[:, None], prop, active), accept.mean()
