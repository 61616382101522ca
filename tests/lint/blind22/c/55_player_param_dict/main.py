import jax
import jax.numpy as jnp

from squads import ROSTER, match_squads


@jax.jit
def match_load(fitness, minutes):
    return {n: fitness[n] - 0.002 * minutes[n] for n in minutes}


def main():
    fitness = {n: jnp.float32(1.0) for n in ROSTER}
    for names, minutes in match_squads(4):
        played = {n: fitness[n] for n in names}
        updated = match_load(played, minutes)
        fitness.update(updated)
    print({n: round(float(v), 3) for n, v in fitness.items()})


if __name__ == "__main__":
    main()
