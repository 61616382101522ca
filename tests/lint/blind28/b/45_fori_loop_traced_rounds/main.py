import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def simulate_series(key, p_round_win, rounds_to_play):
    def body(i, carry):
        key, wins = carry
        key, sub = jax.random.split(key)
        wins = wins + (jax.random.uniform(sub) < p_round_win).astype(jnp.int32)
        return key, wins
    _, wins = jax.lax.fori_loop(0, rounds_to_play, body, (key, jnp.int32(0)))
    return wins


def main():
    key = jax.random.PRNGKey(7)
    formats = {"mr12": 24, "mr15": 30, "bo3_maps": 3}
    for name, n_rounds in formats.items():
        key, sub = jax.random.split(key)
        wins = simulate_series(sub, 0.55, n_rounds)
        print(name, int(wins), "/", n_rounds)


if __name__ == "__main__":
    main()
