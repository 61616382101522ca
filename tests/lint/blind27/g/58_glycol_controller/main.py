import numpy as np
import jax.numpy as jnp

from controller import GlycolController

# setpoint programme for a white ferment: start warm, cool as it slows
PROGRAMME = [16.0, 15.5, 15.0, 14.0, 13.5, 12.0, 12.0, 11.5]


def main():
    rng = np.random.default_rng(3)
    ctl = GlycolController()
    temps = jnp.asarray(16 + rng.normal(0, 0.5, 8), jnp.float32)
    for day, sp in enumerate(PROGRAMME):
        cmd = ctl.step(temps, sp)
        temps = temps - 1.5 * cmd + jnp.asarray(rng.normal(0, 0.2, 8), jnp.float32) + 0.3
        print(f"day {day}: setpoint {sp}, valves open {float(cmd.mean()):.2f}, mean temp {float(temps.mean()):.2f}")


if __name__ == "__main__":
    main()
