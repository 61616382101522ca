import jax
import jax.numpy as jnp
import optax

adam = optax.adam(0.02)


def predicted_flows(theta, pop_o, jobs_d, travel_min):
    attract = pop_o[:, None] ** theta["alpha"] * jobs_d[None, :] ** theta["gamma"]
    return attract * jnp.exp(-theta["beta"] * travel_min)


@jax.jit
def calibrate_step(theta, opt_state, pop_o, jobs_d, travel_min, observed):
    def loss(t):
        pred = predicted_flows(t, pop_o, jobs_d, travel_min)
        return jnp.mean((jnp.log1p(pred) - jnp.log1p(observed)) ** 2)
    g = jax.grad(loss)(theta)
    updates, opt_state = adam.update(g, opt_state, theta)
    return optax.apply_updates(theta, updates), opt_state
