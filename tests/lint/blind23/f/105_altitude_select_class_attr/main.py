import jax.numpy as jnp

from autopilot import vs_command
from fcu import FlightControlUnit


def main():
    fcu = FlightControlUnit()
    alt, vs = jnp.float32(2500.0), jnp.float32(0.0)
    for k in range(120):
        if k == 60:
            fcu.select(5000)
        vs = vs_command(alt, vs, fcu.selected_altitude, fcu.vs_limit)
        alt = alt + vs / 60.0
    print(round(float(alt), 1), round(float(vs), 1))


if __name__ == "__main__":
    main()
