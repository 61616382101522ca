import jax
import jax.numpy as jnp

def project_height(h, site_index, age):
    def year(carry, _):
        hh, a = carry
        inc = site_index * 0.04 * jnp.exp(-0.03 * a) * (1 - hh / (1.2 * site_index))
        return (hh + inc, a + 1), hh
    (final, _), _ = jax.lax.scan(year, (h, age), None, length=10)
    return final

project_all = jax.jit(jax.vmap(project_height))
