import equinox as eqx
import jax
import jax.numpy as jnp


@eqx.filter_jit
def most_uncertain(models, pool, exclude):
    preds = jnp.stack([jax.vmap(m)(pool)[:, 0] for m in models])
    std = preds.std(0)
    if exclude:
        std = std.at[jnp.array(exclude)].set(-jnp.inf)
    return jnp.argmax(std)
