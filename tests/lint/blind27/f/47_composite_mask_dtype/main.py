import jax
import jax.numpy as jnp

from intervals import hole_intervals


@jax.jit
def best_intercept(grade, length, recovered, cutoff=0.5):
    w = length * recovered
    above = (grade >= cutoff) * w
    gxm = jnp.cumsum(grade * above)
    m = jnp.cumsum(above)
    return jnp.max(gxm), jnp.max(m)


def main():
    for hole, g, l, rec in hole_intervals():
        gxm, metres = best_intercept(g, l, rec)
        print(f"{hole}: {float(metres):.1f} m @ {float(gxm / metres):.2f} g/t above cutoff")


if __name__ == "__main__":
    main()
