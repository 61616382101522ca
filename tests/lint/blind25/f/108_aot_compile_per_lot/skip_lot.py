import jax
import jax.numpy as jnp


def skip_probability(history, cpk, weights):
    # dynamic sampling: skip metrology for lots from stable, capable processes
    recent_ooc = history[-10:].mean()
    stability = jnp.exp(-5.0 * history.std())
    z = weights[0] * cpk + weights[1] * stability - weights[2] * recent_ooc
    return jax.nn.sigmoid(z - 2.0)


def decide(history, cpk, weights):
    compiled = jax.jit(skip_probability).lower(history, cpk, weights).compile()
    return compiled(history, cpk, weights)
