import jax
import jax.numpy as jnp

from augment import augment_patch


def tta_mean_reflectance(patch, n_views=4, seed=42):
    key = jax.random.PRNGKey(seed)
    views = []
    for _ in range(n_views):
        key, sub = jax.random.split(key)
        views.append(augment_patch(sub, patch))
    return jnp.stack(views).mean()
