import jax.numpy as jnp
import equinox as eqx


@eqx.filter_jit
def ensemble_age(estimates, sds, weights):
    w = jnp.asarray(weights)[:, None] / sds ** 2
    return (w * estimates).sum(0) / w.sum(0)
