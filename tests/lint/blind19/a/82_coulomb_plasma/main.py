import jax
import jax.numpy as jnp

from config import RUN, cutoff_radius
from coulomb import coulomb_step


def main(run=RUN):
    key = jax.random.PRNGKey(0)
    n = run["n_ions"]
    pos = jax.random.uniform(key, (n, 3)) * run["box"]
    vel = jnp.zeros_like(pos)
    charge = jnp.where(jnp.arange(n) % 2 == 0, 1.0, -1.0)
    for step in range(run["steps"]):
        pos, vel = coulomb_step(pos, vel, charge, run["dt"], cutoff=cutoff_radius(run))
    print(f"mean speed {float(jnp.linalg.norm(vel, axis=1).mean()):.4f}")


if __name__ == "__main__":
    main()
