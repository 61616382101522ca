import jax
import jax.numpy as jnp

from recorder import new_state, record

POP = 20_000.0


@jax.jit
def advance_day(state, beta, gamma):
    s, i, r = state["y"]
    new = beta * s * i / POP
    y = jnp.stack([s - new, i + new - gamma * i, r + gamma * i])
    return record({**state, "y": y}, new)


if __name__ == "__main__":
    state = new_state(POP, 15.0)
    beta, gamma = jnp.float32(0.35), jnp.float32(0.12)
    for day in range(25):
        state = advance_day(state, beta, gamma)
    print("daily incidence:", [round(float(v), 1) for v in state["history"][-5:]])
