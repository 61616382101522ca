import jax
import jax.numpy as jnp

def grow_tree(dbh, crown_ratio, bal):
    def year(d, _):
        inc = 0.6 * crown_ratio * jnp.exp(-0.02 * bal) * (1 - d / 80.0)
        return d + inc, d
    final, _ = jax.lax.scan(year, dbh, None, length=10)
    return final
