import jax.numpy as jnp


def steepest_descent(calc, pos, n_steps=8, step_size=1e-3, max_disp=0.05):
    for _ in range(n_steps):
        f = calc.forces(pos)
        disp = jnp.clip(step_size * f, -max_disp, max_disp)
        pos = pos + disp
    return pos
