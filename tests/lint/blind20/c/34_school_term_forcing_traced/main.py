import jax
import jax.numpy as jnp

from calendar_data import school_day_table

# contact matrices (children, adults)
SCHOOL_CONTACTS = jnp.array([[12.0, 3.0], [3.0, 8.0]])
HOLIDAY_CONTACTS = jnp.array([[5.0, 4.0], [4.0, 8.0]])
POP = jnp.array([20_000.0, 80_000.0])
SCHOOL_DAY = jnp.asarray(school_day_table())


@jax.jit
def step_age_sir(state, q, gamma, day):
    s, i, r = state
    contacts = jnp.where(SCHOOL_DAY[day], SCHOOL_CONTACTS, HOLIDAY_CONTACTS)
    foi = q * contacts @ (i / POP)
    new = s * (1.0 - jnp.exp(-foi))
    rec = gamma * i
    return jnp.stack([s - new, i + new - rec, r + rec])


if __name__ == "__main__":
    state = jnp.stack([POP - jnp.array([5.0, 5.0]), jnp.array([5.0, 5.0]), jnp.zeros(2)])
    q, gamma = jnp.float32(0.02), jnp.float32(0.2)
    for day in range(28):
        state = step_age_sir(state, q, gamma, day)
    print("infectious by age group:", state[1])
