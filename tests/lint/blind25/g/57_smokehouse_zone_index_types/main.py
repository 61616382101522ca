import numpy as np
import jax.numpy as jnp

from zones import zone_setpoint_error

# smokehouse programme: drying, smoking, cooking, showering, chilling (degC)
PROFILE = jnp.array([55.0, 65.0, 78.0, 30.0, 4.0])


def main():
    rng = np.random.default_rng(0)
    readings = np.array([56.0, 64.1, 80.5, 29.0, 5.5], np.float32) + rng.normal(scale=0.5, size=5).astype(np.float32)
    worst = np.argmax(np.abs(readings - np.asarray(PROFILE)))
    err, alarm = zone_setpoint_error(PROFILE, worst, readings[worst])
    print(f"worst zone {worst}: error {float(err):+.2f} alarm={bool(alarm)}")
    for zone in range(len(PROFILE)):
        err, alarm = zone_setpoint_error(PROFILE, zone, readings[zone])
        print(f"zone {zone}: {float(err):+.2f}{' ALARM' if bool(alarm) else ''}")


if __name__ == "__main__":
    main()
