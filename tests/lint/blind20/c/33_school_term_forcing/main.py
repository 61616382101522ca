from functools import partial

import jax
import jax.numpy as jnp

from calendar_data import is_school_day

# contact matrices (children, adults)
SCHOOL_CONTACTS = jnp.array([[12.0, 3.0], [3.0, 8.0]])
HOLIDAY_CONTACTS = jnp.array([[5.0, 4.0], [4.0, 8.0]])
POP = jnp.array([20_000.0, 80_000.0])


@partial(jax.jit, static_argnames=("day",))
def step_age_sir(state, q, gamma, day):
    s, i, r = state
    contacts = SCHOOL_CONTACTS if is_school_day(day) else HOLIDAY_CONTACTS
    foi = q * contacts @ (i / POP)
    new = s * (1.0 - jnp.exp(-foi))
    rec = gamma * i
    return jnp.stack([s - new, i + new - rec, r + rec])


if __name__ == "__main__":
    state = jnp.stack([POP - jnp.array([5.0, 5.0]), jnp.array([5.0, 5.0]), jnp.zeros(2)])
    q, gamma = jnp.float32(0.02), jnp.float32(0.2)
    for day in range(28):
        state = step_age_sir(state, q, gamma, day=day)
    print("infectious by age group:", state[1])
