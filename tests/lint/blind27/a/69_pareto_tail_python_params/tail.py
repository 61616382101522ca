import jax
import jax.numpy as jnp
import optax

opt = optax.adam(0.05)


def gpd_nll(params, excess):
    xi = params["shape"]
    beta = jnp.exp(params["log_scale"])
    z = 1.0 + xi * excess / beta
    return jnp.mean(jnp.log(beta) + (1.0 / xi + 1.0) * jnp.log(z))


@jax.jit
def gpd_step(params, opt_state, excess):
    loss, g = jax.value_and_grad(gpd_nll)(params, excess)
    upd, opt_state = opt.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss


def initial_params(threshold):
    return {"shape": 0.3, "log_scale": float(jnp.log(threshold * 0.5))}
