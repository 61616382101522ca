import jax
import jax.numpy as jnp
from state import SurveillanceState


@jax.jit
def surveillance_update(state, x, y):
    # online logistic model of lumpy skin disease reports per district, Nesterov momentum
    def nll(w):
        z = x @ w
        return jnp.mean(jnp.logaddexp(0.0, z) - y * z)
    g = jax.grad(nll)(state.weights + 0.9 * state.velocity)
    v = 0.9 * state.velocity - 0.2 * g
    return state.replace(weights=state.weights + v, velocity=v, round_idx=state.round_idx + 1)
