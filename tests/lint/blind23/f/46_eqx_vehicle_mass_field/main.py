import jax.numpy as jnp

from vehicle import Lander, descent_step, burn_fuel


def main():
    lander = Lander(mass=1500.0, isp=311.0, max_thrust=4500.0)
    state = jnp.array([0.0, 0.0, 500.0, 0.0, 0.0, -20.0])
    for k in range(10):
        throttle = jnp.clip(0.5 + 0.02 * (-state[5] - 5.0), 0.0, 1.0)
        state = descent_step(lander, state, throttle, 0.5)
        lander = burn_fuel(lander, throttle, 0.5)
    print(round(lander.mass, 2), [round(float(v), 2) for v in state])


if __name__ == "__main__":
    main()
