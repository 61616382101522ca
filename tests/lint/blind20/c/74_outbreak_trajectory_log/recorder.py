import jax.numpy as jnp


def new_state(pop, seed_infections):
    return {
        "y": jnp.array([pop - seed_infections, seed_infections, 0.0]),
        "history": jnp.zeros((0,)),
    }


def record(state, incidence):
    return {**state, "history": jnp.append(state["history"], incidence)}
