import jax
import jax.numpy as jnp

from data import chunks, synthetic_counts
from model import chunk_nll, sir_incidence

N_DAYS = 100


def total_nll(params, days, counts, n_chunks=4):
    curve = sir_incidence(params[0], params[1], N_DAYS)
    return sum(float(chunk_nll(params, d, c, curve)) for d, c in chunks(days, counts, n_chunks))


def main():
    days, counts = synthetic_counts(N_DAYS)
    for beta in [0.25, 0.3, 0.35, 0.4]:
        params = jnp.log(jnp.array([beta, 0.1]))
        print(f"beta={beta} nll={total_nll(params, days, counts):.2f}")


if __name__ == "__main__":
    main()
