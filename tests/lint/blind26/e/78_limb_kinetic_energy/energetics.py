import equinox as eqx
import jax.numpy as jnp


@eqx.filter_jit
def limb_kinetic_energy(seg_vel, seg_masses):
    # seg_vel: (frames, 3 segments) linear speed of segment COM
    m = jnp.asarray(seg_masses)
    return 0.5 * jnp.sum(m[None, :] * seg_vel ** 2, axis=1)
