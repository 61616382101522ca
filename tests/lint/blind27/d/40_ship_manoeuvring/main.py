import jax.numpy as jnp
import numpy as np

from dynamics import advance


def main():
    state = (jnp.float32(0.0), jnp.float32(0.0), jnp.float32(0.0), jnp.float32(6.0))
    rudder_plan = np.deg2rad(np.array([0, 5, 10, 10, 5, 0, -5, -10, 0, 0], np.float32))
    for k, r in enumerate(rudder_plan):
        state = advance(state, r, 10.0)
    print(f"pos ({float(state.x):.0f}, {float(state.y):.0f}) m, heading {float(jnp.rad2deg(state.heading)):.1f} deg")


if __name__ == "__main__":
    main()
