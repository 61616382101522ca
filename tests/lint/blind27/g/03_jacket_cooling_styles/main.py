import jax
import jax.numpy as jnp

# target fermentation temperatures (degC) per style, from the cellar sheet
SETPOINTS = {
    "cabernet": 28,
    "pinot_noir": 26.5,
    "chardonnay": 16,
    "riesling": 14.5,
    "sauvignon_blanc": 13,
}


@jax.jit
def tank_temperature(temp0, setpoint, hours):
    # first-order jacket cooling toward setpoint, tau = 6 h
    k = 1.0 / 6.0
    return setpoint + (temp0 - setpoint) * jnp.exp(-k * hours)


def main():
    hours = jnp.arange(0.0, 48.0, 3.0)
    temp0 = jnp.float32(22.0)
    for style, sp in SETPOINTS.items():
        curve = tank_temperature(temp0, sp, hours)
        print(f"{style:16s} 24h: {float(curve[8]):5.2f}  48h: {float(curve[-1]):5.2f}")


if __name__ == "__main__":
    main()
