import jax.numpy as jnp

from boundary import PulsedInflow, pulse_amplitude
from scheme import upwind_step

N = 200
DX = 1.0 / N
VELOCITY = 1.0
DT = 0.5 * DX / VELOCITY


def transport(n_steps=8, report_every=1):
    u = jnp.zeros(N)
    t = 0.0
    for step in range(n_steps):
        inflow = PulsedInflow(pulse_amplitude(t))
        u = upwind_step(u, VELOCITY, DT, DX, inflow=inflow)
        t += DT
        if step % report_every == 0:
            print(f"t={t:.4f} mass={float(u.sum() * DX):.5f}")
    return u


if __name__ == "__main__":
    transport()
