import jax

from games import nim_game
from server import InferenceServer

START_POSITIONS = [(2, 2, 1), (3, 2, 2), (3, 3, 1), (4, 3, 2), (5, 4, 3)]


def main():
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"w1": jax.random.normal(k1, (3, 16)) * 0.3,
              "w2": jax.random.normal(k2, (16, 3)) * 0.3}
    games = [nim_game(h, seed) for seed, h in enumerate(START_POSITIONS)]
    print(InferenceServer(params).run(games))


if __name__ == "__main__":
    main()
