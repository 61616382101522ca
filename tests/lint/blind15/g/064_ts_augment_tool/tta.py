import jax
import jax.numpy as jnp

from augment import augment


def predict_with_tta(predict_fn, batch, n_views=3, seed=1234):
    keys = jax.random.split(jax.random.key(seed), n_views)
    preds = [predict_fn(augment(k, batch)) for k in keys]
    return jnp.mean(jnp.stack(preds), axis=0)
