import numpy as np
import jax
import jax.numpy as jnp

from library import descriptor_table

NAMES, TABLE = descriptor_table()
Z_TABLE = jnp.asarray((TABLE - TABLE.mean(0)) / TABLE.std(0))


@jax.jit
def predicted_fabs(weights, compound_idx):
    z = Z_TABLE[compound_idx]
    return jax.nn.sigmoid(weights @ z + 1.0)


def main():
    weights = jnp.array([0.8, -0.5, -1.2], jnp.float32)
    for round_ in range(2):
        for name in NAMES:
            idx = NAMES.index(name)
            print(f"round {round_} {name}: predicted Fabs {float(predicted_fabs(weights, idx)):.2f}")
        weights = weights * 1.1


if __name__ == "__main__":
    main()
