import jax
import jax.numpy as jnp
import numpy as np

from boundaries import BOUNDS

PER_LOOK = 80
N_LOOKS = 5
BOUND_TABLE = jnp.asarray(BOUNDS, dtype=jnp.float32)


@jax.jit
def interim_check(control, treatment, look):
    n = (look + 1) * PER_LOOK
    valid = (jnp.arange(control.shape[0]) < n).astype(control.dtype)
    mc = jnp.sum(control * valid) / n
    mt = jnp.sum(treatment * valid) / n
    vc = jnp.sum(valid * (control - mc) ** 2) / n
    vt = jnp.sum(valid * (treatment - mt) ** 2) / n
    z = (mt - mc) / jnp.sqrt((vc + vt) / n)
    return z, jnp.abs(z) > BOUND_TABLE[look]


def main():
    rng = np.random.default_rng(9)
    control = rng.normal(0.0, 1.0, PER_LOOK * N_LOOKS).astype(np.float32)
    treatment = rng.normal(0.15, 1.0, PER_LOOK * N_LOOKS).astype(np.float32)
    for look in range(N_LOOKS):
        z, stop = interim_check(control, treatment, np.int32(look))
        print(f"look {look + 1}: z={float(z):.3f} boundary={BOUNDS[look]:.3f} stop={bool(stop)}")


if __name__ == "__main__":
    main()
