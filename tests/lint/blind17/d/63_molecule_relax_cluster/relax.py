import jax
import jax.numpy as jnp

from potential import lennard_jones_energy


def potential_drop(positions):
    return -lennard_jones_energy(positions)


lj_forces = jax.jit(jax.grad(potential_drop))


def fire_relax(positions, n_steps=6, dt=0.01, max_disp=0.05):
    """Steepest descent with a displacement cap, as used before an MD run."""
    for step in range(n_steps):
        forces = lj_forces(positions)
        disp = dt * forces
        norm = jnp.max(jnp.linalg.norm(disp, axis=-1))
        disp = disp * jnp.minimum(1.0, max_disp / (norm + 1e-12))
        positions = positions + disp
        print(step, float(lennard_jones_energy(positions)))
    return positions
