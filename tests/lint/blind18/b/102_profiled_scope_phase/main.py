import jax.numpy as jnp
import numpy as np

from profiling import scoped_step

N_ATOMS = 6


def main():
    rng = np.random.default_rng(0)
    z = jnp.asarray([8.0, 1.0, 1.0, 6.0, 1.0, 1.0], jnp.float32)
    params = {"w": jnp.full((N_ATOMS,), 0.01, jnp.float32)}
    for epoch in range(3):
        for it in range(2):
            pos = jnp.asarray(rng.normal(scale=1.2, size=(N_ATOMS, 3)), jnp.float32)
            e_ref = jnp.float32(-40.0)
            params, loss = scoped_step(params, z, pos, e_ref, scope="train")
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
