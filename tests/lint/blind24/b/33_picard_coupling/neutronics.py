import jax
import jax.numpy as jnp

N_AX = 30
H = 366.0 / N_AX


@jax.jit
def axial_power(fuel_temp, guess=None):
    # one-group axial diffusion with Doppler feedback on absorption
    sig_a = 0.0118 * (1 + 2.5e-5 * (fuel_temp - 900.0))
    d = 1.2
    main = 2 * d / H ** 2 + sig_a
    a = jnp.diag(main) - d / H ** 2 * (jnp.eye(N_AX, k=1) + jnp.eye(N_AX, k=-1))
    phi = jnp.ones(N_AX) if guess is None else guess
    nsf = 0.0125
    for _ in range(25):
        phi = jnp.linalg.solve(a, nsf * phi)
        phi = phi / jnp.mean(phi)
    return phi
