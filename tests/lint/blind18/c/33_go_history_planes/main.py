import jax
import numpy as np

from game import GoGame
from net import evaluate, init


def main():
    params = init(jax.random.PRNGKey(0))
    rng = np.random.default_rng(0)
    game = GoGame()
    cells = rng.permutation(game.size * game.size)[:8]
    for ply, cell in enumerate(cells):
        v = float(evaluate(params, game.history_planes, game.to_play))
        print(f"ply {ply} value {v:+.4f}")
        game.play(*divmod(int(cell), game.size))


if __name__ == "__main__":
    main()
