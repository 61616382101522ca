import jax.numpy as jnp

MU_CONCRETE = 0.147   # 1/cm at 1.25 MeV
FLUX_TO_DOSE = 6.0e-6  # uSv cm^2


def point_kernel_dose(receptors, strength, source, wall_x, wall_t):
    d = jnp.linalg.norm(receptors - source, axis=1)
    # slant path through the wall plane x = wall_x
    cos = jnp.abs(receptors[:, 0] - source[0]) / d
    crosses = (receptors[:, 0] - wall_x) * (source[0] - wall_x) < 0
    path = jnp.where(crosses, wall_t / jnp.maximum(cos, 1e-3), 0.0)
    mux = MU_CONCRETE * path
    return FLUX_TO_DOSE * strength * (1 + mux) * jnp.exp(-mux) / (4 * jnp.pi * d ** 2)
