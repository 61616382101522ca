import numpy as np

from env import GravityTicTacToe
from model import column_values


def main():
    rng = np.random.default_rng(0)
    weights = rng.normal(size=12).astype(np.float32)
    for game in range(3):
        env = GravityTicTacToe()
        for ply in range(8):
            legal = env.legal_columns()
            values = np.asarray(column_values(weights, env.board, env.player))
            masked = np.full(4, -np.inf)
            masked[legal] = values[legal]
            env.step(int(np.argmax(masked)) if ply % 2 else int(rng.choice(legal)))
        print(game, env.board.dtype, (env.board != 0).sum())


if __name__ == "__main__":
    main()
