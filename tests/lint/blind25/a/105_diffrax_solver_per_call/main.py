import diffrax
import jax.numpy as jnp
import numpy as np

from solve import mineralized_by_harvest


def main():
    rng = np.random.default_rng(0)
    for field in range(5):
        pools = jnp.asarray(rng.uniform(800, 2500, 3), jnp.float32)
        args = (jnp.asarray([0.0009, 0.0004, 0.0001], jnp.float32), jnp.float32(rng.uniform(1.0, 1.6)))
        solver = diffrax.Tsit5()
        controller = diffrax.PIDController(rtol=1e-5, atol=1e-3)
        released = mineralized_by_harvest(pools, args, solver, controller)
        print(f"field {field}: N released {float(released.sum()) * 0.05:.1f} kg/ha")


if __name__ == "__main__":
    main()
