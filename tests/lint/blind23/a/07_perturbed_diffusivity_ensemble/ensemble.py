import jax
import numpy as np

from physics import heat_tendency


def make_member_stepper(kappa, dt):
    def member_step(T, forcing):
        return T + dt * heat_tendency(T, kappa, forcing)

    return jax.jit(member_step)


def run_ensemble(T0, forcing, kappas, dt, n_steps):
    finals = []
    for kappa in kappas:
        step = make_member_stepper(kappa, dt)
        T = T0
        for _ in range(n_steps):
            T = step(T, forcing)
        finals.append(np.asarray(T))
    return np.stack(finals)
