import jax
import jax.numpy as jnp
import numpy as np

from parser import parse_scoreboard


@jax.jit
def scoreboard_mvp(board, w):
    scores = jnp.stack([v @ w for v in board.values()])
    return jnp.argmax(scores), scores.max()


def main():
    rng = np.random.default_rng(5)
    w = jnp.asarray([1.0, 0.5, -0.7, 0.3, 0.2], jnp.float32)
    for match in range(6):
        board = parse_scoreboard(rng)
        idx, best = scoreboard_mvp(board, w)
        print(match, list(board)[int(idx)], round(float(best), 2))


if __name__ == "__main__":
    main()
