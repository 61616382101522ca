import jax
import jax.numpy as jnp
import numpy as np

from stowage import plugged_from_plan, plugged_from_sensors, make_plan

N_SLOTS = 60


@jax.jit
def reefer_alarm(temp_c, setpoint_c, plugged):
    dev = jnp.abs(temp_c - setpoint_c)
    return jnp.sum((dev > 2.0) * plugged), jnp.max(dev * plugged)


def main():
    rng = np.random.default_rng(5)
    setpoint = rng.choice([-18.0, 2.0, 13.0], N_SLOTS).astype(np.float32)
    for leg in range(4):
        temp = (setpoint + rng.normal(0, 1.2, N_SLOTS)).astype(np.float32)
        if leg == 0:
            plugged = plugged_from_sensors(rng.uniform(0, 3, N_SLOTS))
        else:
            plugged = plugged_from_plan(make_plan(rng, N_SLOTS))
        n_alarm, worst = reefer_alarm(temp, setpoint, plugged)
        print(f"leg {leg}: {int(n_alarm)} alarms, worst deviation {float(worst):.2f} C")


if __name__ == "__main__":
    main()
