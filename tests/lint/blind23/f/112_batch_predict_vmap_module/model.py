import jax
import jax.numpy as jnp


def fuel_burn(params, leg):
    # leg: distance [nm], headwind [kt], gross weight [t], flight level / 100
    h = jnp.tanh(params["W1"] @ leg + params["b1"])
    return jax.nn.softplus(params["W2"] @ h + params["b2"])


def init_params(key):
    k1, k2 = jax.random.split(key)
    return {"W1": 0.3 * jax.random.normal(k1, (16, 4)), "b1": jnp.zeros(16),
            "W2": 0.3 * jax.random.normal(k2, (16,)), "b2": jnp.float32(0.5)}


batched_fuel_burn = jax.jit(jax.vmap(fuel_burn, in_axes=(None, 0)))
