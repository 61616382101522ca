import numpy as np
import jax
import jax.numpy as jnp
import optax

from sources import labels_from_csv, labels_from_json

FAULTS = ["clean", "oxidised", "reduced"]


@jax.jit
def fault_nll(W, x, labels):
    return optax.softmax_cross_entropy_with_integer_labels(x @ W, labels).mean()


def main():
    rng = np.random.default_rng(0)
    W = jnp.asarray(rng.normal(0, 0.1, (9, 3)), jnp.float32)
    for batch in range(6):
        x = rng.normal(0, 1, (32, 9)).astype(np.float32)
        labels = labels_from_csv(rng, 32) if batch % 2 == 0 else labels_from_json(rng, 32)
        print(f"batch {batch} ({labels.dtype}): nll {float(fault_nll(W, x, labels)):.4f}")


if __name__ == "__main__":
    main()
