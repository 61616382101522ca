import jax
import jax.numpy as jnp

from loader import field_visits


@jax.jit
def inverse_variance_stack(cube, mask):
    var = jnp.var(cube, axis=(1, 2))
    weights = jnp.where(mask > 0, 1.0 / jnp.where(var > 0, var, 1.0), 0.0)
    return jnp.tensordot(weights, cube, axes=1) / jnp.sum(weights)


if __name__ == "__main__":
    for field in range(6):
        cube, mask = field_visits(field)
        deep = inverse_variance_stack(jnp.asarray(cube), jnp.asarray(mask))
        print(f"field {field}: {int(mask.sum())} visits, stack rms {float(deep.std()):.3f}")
