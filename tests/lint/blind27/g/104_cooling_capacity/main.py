import jax.numpy as jnp

from tank import Tank
from cooling import cooling_power_kw


def main():
    tanks = [Tank("T1", 14, 50), Tank("T2", 12.5, 80), Tank("T3", 16, 35.5), Tank("T4", 13.0, 120)]
    current = jnp.float32(21.0)
    for t in tanks:
        kw = cooling_power_kw(current, t.setpoint, t.volume, jnp.float32(6.0))
        print(f"{t.name}: {float(kw):.2f} kW to reach {float(t.setpoint):.1f} C in 6 h")


if __name__ == "__main__":
    main()
