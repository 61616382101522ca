import jax
import jax.numpy as jnp

from loader import MatchLoader

N_PLAYERS = 64


@jax.jit
def rating_step(ratings, a, b, outcome, lr):
    def nll(r):
        p = jax.nn.sigmoid(r[a] - r[b])
        return -jnp.mean(outcome * jnp.log(p + 1e-7) + (1 - outcome) * jnp.log(1 - p + 1e-7))
    loss, g = jax.value_and_grad(nll)(ratings)
    return ratings - lr * g, loss


def main():
    loader = MatchLoader(n_players=N_PLAYERS)
    ratings = jnp.zeros(N_PLAYERS)
    for season in range(4):
        for a, b, outcome in loader:
            ratings, loss = rating_step(ratings, a, b, outcome, 0.5)
        print(season, float(loss), float(ratings.std()))


if __name__ == "__main__":
    main()
