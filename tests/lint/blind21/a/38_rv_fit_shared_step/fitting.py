import jax
import jax.numpy as jnp
import optax

opt = optax.inject_hyperparams(optax.adam)(learning_rate=0.05)


def keplerian_rv(params, t):
    phase = 2 * jnp.pi * t / jnp.exp(params["log_p"]) + params["phi"]
    return params["k"] * jnp.sin(phase) + params["gamma"]


@jax.jit
def step(params, state, t, rv, err):
    def loss(p):
        return jnp.sum(((keplerian_rv(p, t) - rv) / err) ** 2)

    val, grads = jax.value_and_grad(loss)(params)
    updates, state = opt.update(grads, state, params)
    return optax.apply_updates(params, updates), state, val


def fit_target(t, rv, err, lr, n_steps=40):
    params = {"log_p": jnp.log(jnp.float32(3.0)), "phi": jnp.float32(0.0), "k": jnp.float32(10.0), "gamma": jnp.float32(0.0)}
    state = opt.init(params)
    state.hyperparams["learning_rate"] = jnp.asarray(lr, jnp.float32)
    for _ in range(n_steps):
        params, state, val = step(params, state, t, rv, err)
    return params, val
