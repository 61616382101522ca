from functools import partial

import jax.numpy as jnp

from integrators import heun
from models import van_der_pol

MU_VALUES = [0.5, 1.0, 2.0, 4.0]


def limit_cycle_amplitudes(y0, dt=0.01, n_steps=2000):
    amps = {}
    for mu in MU_VALUES:
        rhs = partial(van_der_pol, mu=jnp.float32(mu))
        ys = heun(rhs, y0, jnp.float32(dt), n_steps)
        amps[mu] = float(jnp.max(jnp.abs(ys[n_steps // 2:, 0])))
    return amps


if __name__ == "__main__":
    for mu, a in limit_cycle_amplitudes(jnp.array([0.5, 0.0])).items():
        print(f"mu={mu}: amplitude {a:.3f}")
