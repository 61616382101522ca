import jax
import jax.numpy as jnp

from game import N_MOVES, TicTacToe


@jax.jit
def choose_move(w, board, legal):
    logits = board @ w
    logits = jnp.where(legal, logits, -jnp.inf)
    return jnp.argmax(logits)


def main():
    w = jax.random.normal(jax.random.PRNGKey(0), (N_MOVES, N_MOVES))
    game = TicTacToe()
    for ep in range(3):
        (board, legal), done = game.reset(), False
        moves = []
        while not done:
            m = int(choose_move(w, board, legal))
            moves.append(m)
            (board, legal), done = game.play(m)
        print(ep, moves)


if __name__ == "__main__":
    main()
