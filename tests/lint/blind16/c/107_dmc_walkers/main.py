import jax
import jax.numpy as jnp
import numpy as np

from dmc import diffuse
from population import branch, update_reference

TARGET = 200


def main():
    rng = np.random.default_rng(0)
    key = jax.random.PRNGKey(0)
    walkers = rng.standard_normal((TARGET, 3)).astype(np.float32)
    e_ref, tau = 1.5, 0.1
    energies = []
    for step in range(10):
        key, sub = jax.random.split(key)
        new, w, e = diffuse(jnp.asarray(walkers), sub, tau, e_ref)
        walkers = branch(np.asarray(new), np.asarray(w), rng)
        e_ref = float(update_reference(np.mean(np.asarray(e)), len(walkers), TARGET, tau))
        energies.append(e_ref)
    print("population", len(walkers), "E_ref", round(float(np.mean(energies[-5:])), 4))


if __name__ == "__main__":
    main()
