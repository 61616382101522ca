import jax
import jax.numpy as jnp

from squads import ROSTER, match_squads


@jax.jit
def match_load(fitness, minutes):
    return fitness - 0.002 * minutes


def main():
    fitness = jnp.ones(len(ROSTER), jnp.float32)
    for names, minutes in match_squads(4):
        fitness = match_load(fitness, minutes)
    print(dict(zip(ROSTER, [round(float(v), 3) for v in fitness])))


if __name__ == "__main__":
    main()
