import jax

from service.model import init
from service.routes import complete, score


def main():
    params = init(jax.random.PRNGKey(0))
    traffic = [("complete", [1, 2, 3, 4]), ("score", [5, 6, 7, 8], 9), ("complete", [9, 9, 1, 2]),
               ("score", [3, 1, 4, 1], 5)]
    for req in traffic:
        if req[0] == "complete":
            print("complete", complete(params, req[1]))
        else:
            print("score", round(score(params, req[1], req[2]), 3))


if __name__ == "__main__":
    main()
