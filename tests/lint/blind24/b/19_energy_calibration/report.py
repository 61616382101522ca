import jax.numpy as jnp

from calib import channel_to_energy


def residual_report(sid, coeffs, peaks, ref):
    energies = channel_to_energy(coeffs=coeffs, channels=peaks)
    worst = float(jnp.abs(energies - ref).max())
    print(f"spectrum {sid}: worst line residual {worst:.2f} keV")
