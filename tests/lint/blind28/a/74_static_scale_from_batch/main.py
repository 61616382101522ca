import jax.numpy as jnp
import numpy as np

from normalize import anomaly_scores


def minibar_charges(rng, n=120):
    base = rng.gamma(2.0, 12.0, n)
    spikes = rng.random(n) < 0.02
    return (base + spikes * rng.uniform(150, 400, n)).astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    for day in range(10):
        charges = minibar_charges(rng)
        z = anomaly_scores(charges, jnp.float32(charges.mean()), scale=float(charges.std()))
        print(day, int((z > 3).sum()), "flagged")


if __name__ == "__main__":
    main()
