import jax

from api.engine import init
from api.routes import complete, score


def main():
    params = init(jax.random.PRNGKey(0))
    print(complete(params, [1, 2, 3, 4]))
    print(round(score(params, [5, 6, 7, 8], 9), 3))
    print(complete(params, [9, 9, 1, 2]))
    print(round(score(params, [3, 1, 4, 1], 5, temperature=0.5), 3))


if __name__ == "__main__":
    main()
