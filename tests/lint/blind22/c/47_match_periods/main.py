import jax
import jax.numpy as jnp

from loader import match_periods


@jax.jit
def distance_covered(periods):
    per = [jnp.linalg.norm(jnp.diff(p, axis=0), axis=-1).sum() for p in periods]
    return jnp.stack(per).sum(), per[-1]


def main():
    for m in range(6):
        total, last = distance_covered(match_periods(m))
        print(m, round(float(total), 2), round(float(last), 2))


if __name__ == "__main__":
    main()
