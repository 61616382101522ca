import equinox as eqx
import jax
import jax.numpy as jnp


@eqx.filter_jit
def most_uncertain(models, pool, exclude_mask):
    preds = jnp.stack([jax.vmap(m)(pool)[:, 0] for m in models])
    std = preds.std(0)
    std = jnp.where(exclude_mask, -jnp.inf, std)
    return jnp.argmax(std)
