import jax
import jax.numpy as jnp


@jax.jit
def cellar_hour(sugar, yeast, temp, dry_at, hour):
    active = dry_at < 0
    mu = 0.12 * jnp.exp(0.07 * (temp - 20.0)) * sugar / (sugar + 5.0)
    y_new = yeast + mu * yeast * (1.0 - yeast / 150.0)
    s_new = jnp.maximum(sugar - 0.02 * y_new * sugar / (sugar + 2.0), 0.0)
    sugar = jnp.where(active, s_new, sugar)
    yeast = jnp.where(active, y_new, yeast)
    dry_at = jnp.where(active & (sugar < 2.0), hour, dry_at)
    return sugar, yeast, dry_at
