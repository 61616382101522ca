import equinox as eqx
import jax
import jax.numpy as jnp


@eqx.filter_jit
def accuracy(model, beats, labels):
    preds = jnp.argmax(jax.vmap(model)(beats), axis=-1)
    return jnp.mean(preds == labels)


def per_site_report(model, sites):
    return {name: float(accuracy(model, beats=b, labels=y)) for name, (b, y) in sites.items()}
