from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

from boundaries import BOUNDS

PER_LOOK = 80
N_LOOKS = 5


@partial(jax.jit, static_argnums=(2,))
def interim_check(control, treatment, look):
    n = (look + 1) * PER_LOOK
    c = control[:n]
    t = treatment[:n]
    diff = jnp.mean(t) - jnp.mean(c)
    se = jnp.sqrt((jnp.var(c) + jnp.var(t)) / n)
    z = diff / se
    return z, jnp.abs(z) > BOUNDS[look]


def main():
    rng = np.random.default_rng(9)
    control = rng.normal(0.0, 1.0, PER_LOOK * N_LOOKS).astype(np.float32)
    treatment = rng.normal(0.15, 1.0, PER_LOOK * N_LOOKS).astype(np.float32)
    for look in range(N_LOOKS):
        z, stop = interim_check(control, treatment, look)
        print(f"look {look + 1}: z={float(z):.3f} boundary={BOUNDS[look]:.3f} stop={bool(stop)}")


if __name__ == "__main__":
    main()
