import jax
import jax.numpy as jnp


def make_eta_predictor(weights):
    @jax.jit
    def eta_minutes(features):
        h = jnp.tanh(features @ weights["w1"])
        return h @ weights["w2"]
    return eta_minutes


def handle_request(weights, features):
    predictor = make_eta_predictor(weights)
    return predictor(features)
