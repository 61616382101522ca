import numpy as np
import jax.numpy as jnp

from config import ACQ
from spectrum import pseudo_acceleration_spectrum

PERIODS = jnp.linspace(0.05, 3.0, 60)


def free_field_record(event, rng):
    t = np.arange(ACQ.n) * ACQ.dt
    env = (t / 3) ** 2 * np.exp(-t / 3) * 0.5
    ag = env * rng.normal(0, 1, ACQ.n) * 9.81 * (0.05 + 0.03 * event)
    return ag.astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    for event in range(5):
        sa = np.asarray(pseudo_acceleration_spectrum(free_field_record(event, rng), PERIODS, ACQ.dt))
        T1 = 0.9
        print(f"event {event}: PGA-proxy Sa(0.05s) {sa[0]:.2f} m/s2, Sa(T1={T1}s) {np.interp(T1, np.asarray(PERIODS), sa):.2f} m/s2")


if __name__ == "__main__":
    main()
