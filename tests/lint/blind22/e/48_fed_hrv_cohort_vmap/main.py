import jax.numpy as jnp

from client import federated_round
from server import FEAT, Cohort


def main():
    cohort = Cohort()
    w = jnp.zeros((FEAT,), jnp.float32)
    for rnd in range(6):
        xs, ys = cohort.round_data()
        w = federated_round(w, xs, ys)
        print(rnd, xs.shape[0], float(jnp.linalg.norm(w)))


if __name__ == "__main__":
    main()
