import jax.numpy as jnp

def hedonic_loss(params, X, logp):
    pred = X @ params["beta"] + params["alpha"]
    return jnp.mean((pred - logp) ** 2) + 1e-3 * jnp.sum(params["beta"] ** 2)
