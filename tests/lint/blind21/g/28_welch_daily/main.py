import jax
import jax.numpy as jnp
import numpy as np

from sources import from_stream, from_warehouse

N = 300


@jax.jit
def welch_t(control, treatment):
    mc, mt = jnp.mean(control), jnp.mean(treatment)
    vc, vt = jnp.var(control, ddof=1), jnp.var(treatment, ddof=1)
    return (mt - mc) / jnp.sqrt(vc / control.shape[0] + vt / treatment.shape[0])


def main():
    rng = np.random.default_rng(91)
    for day in range(4):
        loader = from_warehouse if day < 2 else from_stream
        c, t = loader(rng, N)
        print(f"day {day} ({loader.__name__}, {c.dtype}): t={float(welch_t(c, t)):.3f}")


if __name__ == "__main__":
    main()
