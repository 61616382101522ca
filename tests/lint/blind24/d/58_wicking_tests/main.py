import jax.numpy as jnp

from lab import TIMES, strip_tests
from washburn import fit_wicking

SETTINGS = {"n_steps": 200, "lr": 0.002}
for name, heights in strip_tests():
    lk, mse = fit_wicking(jnp.float32(0.0), TIMES, heights, SETTINGS["n_steps"], SETTINGS["lr"])
    print(f"{name:15s} k = {float(jnp.exp(lk)):.2f} mm/s^0.5 (mse {float(mse):.2f})")
