import jax.numpy as jnp

MAX_DAYS = 365


def new_state(pop, seed_infections):
    return {
        "y": jnp.array([pop - seed_infections, seed_infections, 0.0]),
        "history": jnp.zeros((MAX_DAYS,)),
        "day": jnp.zeros((), dtype=jnp.int32),
    }


def record(state, incidence):
    history = state["history"].at[state["day"]].set(incidence)
    return {**state, "history": history, "day": state["day"] + 1}
