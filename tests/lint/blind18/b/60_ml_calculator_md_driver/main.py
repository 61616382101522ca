import jax.numpy as jnp
import numpy as np

from md import velocity_verlet


def main():
    rng = np.random.default_rng(0)
    params = {"a": jnp.float32(1.0), "b": jnp.float32(0.6), "s": jnp.float32(0.8)}
    pos = jnp.asarray(rng.normal(scale=1.0, size=(10, 3)), jnp.float32)
    vel = jnp.zeros_like(pos)
    pos, vel, energies = velocity_verlet(params, pos, vel, n_steps=6)
    print(["%.4f" % e for e in energies])


if __name__ == "__main__":
    main()
