import diffrax
import jax.numpy as jnp
import numpy as np

from solve import residue_remaining


def tolerance_for(residue_t_ha):
    return 1e-3 / residue_t_ha


def main():
    rng = np.random.default_rng(0)
    for field in range(5):
        residue = round(float(rng.uniform(3, 9)), 1)
        y0 = jnp.asarray([0.3 * residue, 0.7 * residue], jnp.float32)
        args = (jnp.float32(0.03), jnp.float32(0.004), jnp.float32(rng.uniform(0.5, 1.0)))
        ctrl = diffrax.PIDController(rtol=tolerance_for(residue), atol=1e-6)
        left = residue_remaining(y0, args, jnp.float32(120.0), ctrl)
        print(f"field {field}: {residue} t/ha residue, {float(left.sum()):.2f} t/ha left at planting")


if __name__ == "__main__":
    main()
