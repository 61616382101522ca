import jax.numpy as jnp
import numpy as np

from protocol import DIM, NUM_CLIENTS, unmask_sum

DROPOUT_LOG = [[], [2], [2], [1, 4], [], [5]]


def main():
    rng = np.random.RandomState(0)
    model = jnp.zeros((DIM,))
    for rnd, dropped_now in enumerate(DROPOUT_LOG):
        survivors = [c for c in range(NUM_CLIENTS) if c not in dropped_now]
        dropped_mask = np.zeros((NUM_CLIENTS,), np.float32)
        dropped_mask[dropped_now] = 1.0
        masked_total = jnp.asarray(rng.normal(size=(DIM,)), jnp.float32)
        total = unmask_sum(masked_total, rnd, jnp.asarray(dropped_mask))
        model = model + total / len(survivors)
        print(f"round {rnd} survivors={len(survivors)} |m|={float(jnp.linalg.norm(model)):.3f}")


if __name__ == "__main__":
    main()
