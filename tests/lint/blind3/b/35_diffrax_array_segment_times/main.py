import jax.numpy as jnp
import numpy as np

from pk import dosing_schedule, integrate_segment


def main():
    params = (jnp.asarray(1.2), jnp.asarray(0.25))
    times = dosing_schedule(8.0, 3)
    dose_mg = 100.0
    y = jnp.zeros(2)
    trough = []
    for k in range(len(times) - 1):
        y = y.at[0].add(dose_mg)
        y = integrate_segment(y, times[k], times[k + 1], params)
        trough.append(float(y[1]))
    print("trough plasma levels:", np.round(trough, 2))


if __name__ == "__main__":
    main()
