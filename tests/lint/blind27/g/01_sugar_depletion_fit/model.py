import jax
import jax.numpy as jnp
import optax


def init_params():
    return {"log_mu": jnp.array(-0.7, jnp.float32), "t_half": jnp.array(5.0, jnp.float32)}


def predict(params, t, s0):
    mu = jnp.exp(params["log_mu"])
    return s0 / (1.0 + jnp.exp(mu * (t[None, :] - params["t_half"])))


optimizer = optax.adam(5e-2)


@jax.jit
def fit_step(params, opt_state, t, sugar, s0):
    def loss_fn(p):
        return jnp.mean((predict(p, t, s0) - sugar) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = optimizer.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss
