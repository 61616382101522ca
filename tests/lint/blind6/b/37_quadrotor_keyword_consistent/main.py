import jax.numpy as jnp

from sim import hover_controller, quad_step

DT = 0.01


def climb(state, z_ref, n=20):
    for _ in range(n):
        state = quad_step(state, hover_controller(state, z_ref), dt=DT)
    return state


def hold(state, n=20):
    for _ in range(n):
        state = quad_step(state, hover_controller(state, 1.0), dt=DT)
    return state


if __name__ == "__main__":
    state = jnp.zeros(2)
    for phase in range(3):
        state = climb(state, 1.0)
        state = hold(state)
        print(f"phase {phase}: z={float(state[0]):.3f} vz={float(state[1]):.3f}")
