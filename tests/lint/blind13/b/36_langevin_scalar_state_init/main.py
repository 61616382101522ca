import jax
import jax.numpy as jnp
import numpy as np

from integrator import baoab_step

N_WALKERS = 64
DT = 0.01
KT = 0.3
GAMMA = 1.0


def pulling_protocol(n_steps, f_max=0.8):
    for i in range(n_steps):
        yield f_max * i / (n_steps - 1)


def main():
    key = jax.random.PRNGKey(0)
    x = -jnp.ones(N_WALKERS, jnp.float32)
    v = jnp.zeros(N_WALKERS, jnp.float32)
    work = jnp.zeros((), jnp.float32)
    for i, pull in enumerate(pulling_protocol(8)):
        key, sub = jax.random.split(key)
        x, v, work = baoab_step(x, v, work, sub, DT, KT, GAMMA, pull)
    frac_right = float(jnp.mean(x > 0))
    print(f"accumulated work {float(work):.4f}, fraction crossed {frac_right:.2f}, "
          f"mean x {np.asarray(x).mean():.3f}")


if __name__ == "__main__":
    main()
