import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def knee_power(moment, omega, scale=1.0):
    return scale * moment * omega


def summarise(trials, body_mass):
    out = []
    for name, (m, w) in trials.items():
        p = knee_power(m, w, scale=1.0 / body_mass)
        out.append((name, float(jnp.min(p)), float(jnp.max(p))))
    return out


rng = np.random.default_rng(13)
for mass in (68.0, 77.5, 84.0):
    trials = {}
    for side in ("left", "right"):
        t = np.linspace(0, 1, 200)
        moment = (120 * np.sin(2 * np.pi * t) + rng.normal(0, 3, 200)).astype(np.float32)
        omega = (6 * np.cos(2 * np.pi * t)).astype(np.float32)
        trials[side] = (moment, omega)
    print(mass, summarise(trials, mass))
