import jax
import jax.numpy as jnp

def hedonic_objective(params, X, logp):
    pred = X @ params["beta"] + params["alpha"]
    return jnp.mean((pred - logp) ** 2) + 1e-3 * jnp.sum(params["beta"] ** 2)

loss_and_grad = jax.jit(jax.value_and_grad(hedonic_objective))
