import jax
import jax.numpy as jnp

from cores import AGE_GRID, load_core, on_common_grid


@jax.jit
def transition_age(d18o):
    smooth = jnp.convolve(d18o, jnp.ones(5) / 5.0, mode="same")
    jump = smooth[:-1] - smooth[1:]
    return jnp.argmax(jump[2:-2]) + 2


for name, seed in [("GISP2", 0), ("NGRIP", 1), ("EPICA DML", 2), ("WDC", 3), ("TALDICE", 4)]:
    age, d18o = load_core(seed)
    idx = transition_age(on_common_grid(age, d18o))
    print(f"{name:>10s}: {age.size} samples, Holocene onset near {AGE_GRID[int(idx)]:.0f} a BP")
