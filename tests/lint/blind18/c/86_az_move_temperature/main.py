import jax
import numpy as np

from policy import sample_move, temperature_for


def fake_visits(rng, actions=9):
    return rng.integers(1, 50, actions).astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    key = jax.random.PRNGKey(0)
    for game in range(2):
        moves = []
        for ply in range(8):
            key, sub = jax.random.split(key)
            moves.append(int(sample_move(sub, fake_visits(rng), temperature_for(ply))))
        print(f"game {game} moves {moves}")


if __name__ == "__main__":
    main()
