import jax
import jax.numpy as jnp

from automaton import Board, Rule, tick

HIGHLIFE = Rule(birth=(3, 6), survive=(2, 3))


def main():
    key = jax.random.PRNGKey(7)
    board = Board.from_cells(jax.random.bernoulli(key, 0.3, (32, 32)).astype(jnp.int8))
    for _ in range(7):
        board = tick(board, HIGHLIFE)
        print(f"gen {int(board.generation)}: {int(board.cells.sum())} live cells")


if __name__ == "__main__":
    main()
