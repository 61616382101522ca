import jax.numpy as jnp

from client import federated_round
from server import FEAT, Cohort


def main():
    cohort = Cohort()
    w = jnp.zeros((FEAT,), jnp.float32)
    for rnd in range(6):
        xs, ys, online = cohort.round_data()
        w = federated_round(w, xs, ys, online)
        print(rnd, int(online.sum()), float(jnp.linalg.norm(w)))


if __name__ == "__main__":
    main()
