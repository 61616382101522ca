import jax.numpy as jnp
import numpy as np

from noise import add_round_noise

DIM, CLIENTS = 8, 5
NOISE_STD = 0.05


def main():
    rng = np.random.RandomState(0)
    model = jnp.zeros((DIM,))
    for rnd in range(6):
        updates = rng.normal(size=(CLIENTS, DIM)).astype(np.float32) * 0.1
        aggregate = jnp.asarray(updates.mean(axis=0))
        model = model + add_round_noise(aggregate, rnd, NOISE_STD)
        print(f"round {rnd} |m|={float(jnp.linalg.norm(model)):.4f}")


if __name__ == "__main__":
    main()
