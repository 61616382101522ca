import jax.numpy as jnp
import numpy as np

from server import Server

DIM = 6
NUM_CLIENTS = 10
COHORT = 3


def main():
    rng = np.random.RandomState(0)
    data = [(rng.normal(size=(20, DIM)).astype(np.float32),
             rng.normal(size=(20,)).astype(np.float32)) for _ in range(NUM_CLIENTS)]
    server = Server(jnp.zeros((DIM,)))
    for rnd in range(4):
        cohort = rng.choice(NUM_CLIENTS, size=COHORT, replace=False)
        for cid in cohort:
            x, y = data[cid]
            w = np.asarray(server.w)
            local = w - 0.1 * x.T @ (x @ w - y) / len(y)
            server.receive(int(cid), jnp.asarray(local), len(y))
        w = server.close_round()
        print(f"round {rnd} cohort={sorted(cohort.tolist())} |w|={float(jnp.linalg.norm(w)):.4f}")


if __name__ == "__main__":
    main()
