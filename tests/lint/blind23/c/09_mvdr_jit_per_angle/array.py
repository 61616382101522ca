import numpy as np
import jax
import jax.numpy as jnp

N_ANT = 16


def steering(theta_deg, n=N_ANT):
    k = np.arange(n)
    return np.exp(1j * np.pi * k * np.sin(np.deg2rad(theta_deg))).astype(np.complex64)


def make_beamformer(a_target, loading=1e-2):
    def mvdr_output(snapshots):
        r = snapshots @ snapshots.conj().T / snapshots.shape[1]
        r = r + loading * jnp.eye(r.shape[0])
        ri_a = jnp.linalg.solve(r, a_target)
        w = ri_a / (a_target.conj() @ ri_a)
        return w.conj() @ snapshots
    return jax.jit(mvdr_output)
