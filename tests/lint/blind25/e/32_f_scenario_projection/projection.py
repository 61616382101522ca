import jax
import jax.numpy as jnp

@jax.jit
def project_catch(n_at_age, F, M, sel, waa):
    def year(n, _):
        z = M + F * sel
        c = jnp.sum(n * F * sel / z * (1 - jnp.exp(-z)) * waa)
        n_next = jnp.concatenate([n[:1], (n * jnp.exp(-z))[:-1]])
        return n_next, c
    _, catches = jax.lax.scan(year, n_at_age, None, length=10)
    return catches
