import jax.numpy as jnp

from airframe import airframe_from_config
from dynamics import longitudinal_step

CONFIG = {"mass": 1200.0, "S": 16.2, "CLa": 5.1, "CD0": 0.027, "k": 0.054}


def fly(state, elevator_cmds):
    for de in elevator_cmds:
        state = longitudinal_step(state, de, airframe_from_config(CONFIG))
    return state


def main():
    state = jnp.array([55.0, 0.0, 0.05, 1000.0])
    cmds = jnp.linspace(-0.02, 0.02, 12)
    state = fly(state, cmds)
    print([round(float(v), 4) for v in state])


if __name__ == "__main__":
    main()
