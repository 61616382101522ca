import jax
import jax.numpy as jnp

@jax.jit
def calibrate_deterrence(trips, cost, beta0):
    O, D = trips.sum(1), trips.sum(0)
    def model_trips(beta):
        f = jnp.exp(-beta * cost)
        a = jnp.ones_like(O)
        for _ in range(5):
            b = 1.0 / (f.T @ (a * O))
            a = 1.0 / (f @ (b * D))
        return (a * O)[:, None] * (b * D)[None, :] * f
    def mean_cost(beta):
        return jnp.sum(model_trips(beta) * cost) / jnp.sum(trips)
    target = jnp.sum(trips * cost) / jnp.sum(trips)
    beta = beta0
    for _ in range(3):
        beta = beta * mean_cost(beta) / target
    return beta
