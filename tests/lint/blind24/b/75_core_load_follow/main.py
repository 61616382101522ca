import jax.numpy as jnp

from dynamics import thermal_feedback_step
from state import CoreState


def main():
    s = CoreState(power=jnp.ones(24, jnp.float32), fuel_temp=jnp.full(24, 900.0, jnp.float32),
                  rod_position=jnp.array(0.85, jnp.float32))
    for minute, demand in enumerate([1.0] * 5 + [0.9] * 5 + [1.0] * 5):
        s = thermal_feedback_step(s, demand)
    print(f"axial peak {float(s.power.max()):.3f}, rods at {float(s.rod_position):.3f}")


if __name__ == "__main__":
    main()
