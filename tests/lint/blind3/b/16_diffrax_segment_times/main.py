"""Drug-dosing PK model: integrate between dose times, add the bolus, restart."""
import diffrax
import jax.numpy as jnp
import numpy as np


def two_compartment(t, y, args):
    k_a, k_el = args
    gut, plasma = y[0], y[1]
    return jnp.stack([-k_a * gut, k_a * gut - k_el * plasma])


TERM = diffrax.ODETerm(two_compartment)
SOLVER = diffrax.Euler()


def integrate_segment(y0, t_start, t_end, params):
    sol = diffrax.diffeqsolve(TERM, SOLVER, t0=t_start, t1=t_end, dt0=0.25, y0=y0, args=params,
                              saveat=diffrax.SaveAt(t1=True))
    return sol.ys[-1]


def main():
    params = (jnp.asarray(1.2), jnp.asarray(0.25))
    dose_times = [0.0, 8.0, 16.0, 24.0]
    dose_mg = 100.0
    y = jnp.zeros(2)
    trough = []
    for t_start, t_end in zip(dose_times[:-1], dose_times[1:]):
        y = y.at[0].add(dose_mg)
        y = integrate_segment(y, t_start, t_end, params)
        trough.append(float(y[1]))
    print("trough plasma levels:", np.round(trough, 2))


if __name__ == "__main__":
    main()
