import jax
import jax.numpy as jnp

from feed import live, replay


@jax.jit
def home_win_prob(minute, goal_diff):
    remaining = (90.0 - minute) / 90.0
    return jax.nn.sigmoid(1.8 * goal_diff / (0.3 + remaining) + 0.2)


def main():
    for source in (replay(), live()):
        for minute, diff in source:
            p = home_win_prob(minute, diff)
            print(jnp.ravel(minute), jnp.ravel(p))


if __name__ == "__main__":
    main()
