import numpy as np
import jax.numpy as jnp

from selection import select_high_loss

NUM_CLIENTS = 20
FRACTION = 0.3
COHORT = 4


def main():
    rng = np.random.RandomState(0)
    losses = rng.uniform(0.5, 2.0, size=(NUM_CLIENTS,)).astype(np.float32)
    for rnd in range(6):
        available = rng.rand(NUM_CLIENTS) < 0.7
        chosen = np.asarray(select_high_loss(jnp.asarray(losses), jnp.asarray(available), k=COHORT))
        chosen = chosen[available[chosen]]
        losses[chosen] *= 0.8
        print(f"round {rnd} available={int(available.sum())} chosen={sorted(chosen.tolist())}")


if __name__ == "__main__":
    main()
