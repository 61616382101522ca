import jax
import numpy as np

from game import TicTacToe
from model import init_params, score_positions


def play_greedy_game(params):
    game = TicTacToe()
    while game.legal_moves():
        legal, boards = game.children()
        values = np.asarray(score_positions(params, boards)) * game.player
        values = np.where(legal, values, -np.inf)
        game.play(int(np.argmax(values)))
    return game.winner()


def main():
    params = init_params(jax.random.PRNGKey(0))
    results = [play_greedy_game(params) for _ in range(2)]
    print("results", results)


if __name__ == "__main__":
    main()
