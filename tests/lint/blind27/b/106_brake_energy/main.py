import jax
import jax.numpy as jnp
import numpy as np

DEVICE = jax.devices()[0]


@jax.jit
def brake_energy_mj(mass_kg, v_touchdown_ms, v_exit_ms, reverser_frac):
    ke = 0.5 * mass_kg * (v_touchdown_ms ** 2 - v_exit_ms ** 2)
    return ke * (1 - reverser_frac) / 1e6


rng = np.random.default_rng(106)
for landing in range(6):
    mass = rng.uniform(55000, 66000, 16).astype(np.float32)
    vtd = rng.uniform(65, 75, 16).astype(np.float32)
    vex = rng.uniform(10, 15, 16).astype(np.float32)
    rev = rng.uniform(0.1, 0.35, 16).astype(np.float32)
    if landing % 2:
        mass, vtd, vex, rev = jax.device_put((mass, vtd, vex, rev), DEVICE)
    e = brake_energy_mj(mass, vtd, vex, rev)
    print(landing, f"max brake energy {float(e.max()):.1f} MJ")
