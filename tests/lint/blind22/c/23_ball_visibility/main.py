import jax
import jax.numpy as jnp

from data import load_segments


@jax.jit
def ball_travel(xyz, visible):
    step = jnp.linalg.norm(jnp.diff(xyz, axis=0), axis=-1)
    both = visible[1:] * visible[:-1]
    return (step * both).sum(), both.sum()


def main():
    total = 0.0
    for xyz, mask in load_segments(6):
        dist, n = ball_travel(xyz, mask)
        total += float(dist)
    print("distance", round(total, 2))


if __name__ == "__main__":
    main()
