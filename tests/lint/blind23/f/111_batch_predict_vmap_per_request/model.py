import jax
import jax.numpy as jnp


def eta_model(params, leg):
    # leg: distance [nm], headwind [kt], cruise Mach, flight level / 100
    h = jnp.tanh(params["W1"] @ leg + params["b1"])
    return params["W2"] @ h + params["b2"]


def init_params(key):
    k1, k2 = jax.random.split(key)
    return {"W1": 0.3 * jax.random.normal(k1, (16, 4)), "b1": jnp.zeros(16),
            "W2": 0.3 * jax.random.normal(k2, (16,)), "b2": jnp.float32(1.0)}
