import jax
import jax.numpy as jnp

from loader import match_periods


@jax.jit
def distance_covered(tracks, played):
    per = jnp.linalg.norm(jnp.diff(tracks, axis=1), axis=-1).sum(1) * played
    last = per[jnp.argmax(jnp.cumsum(played))]
    return per.sum(), last


def main():
    for m in range(6):
        total, last = distance_covered(*match_periods(m))
        print(m, round(float(total), 2), round(float(last), 2))


if __name__ == "__main__":
    main()
