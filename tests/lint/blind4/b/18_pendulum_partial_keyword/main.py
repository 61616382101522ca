import jax.numpy as jnp
import numpy as np

from dynamics import pendulum_step
from ensemble import Ensemble


def main():
    init = jnp.asarray(np.stack([np.linspace(0.1, 1.0, 6), np.zeros(6)], -1), jnp.float32)
    ref = init
    ens = Ensemble(init)
    for epoch in range(4):
        states = ens.advance(5, 0.1)
        for _ in range(5):
            ref = pendulum_step(ref, 0.01, 0.1)
        drift = float(jnp.abs(states - ref).max())
        print(f"epoch {epoch}: spread={float(states[:, 0].std()):.4f} drift={drift:.2e}")


if __name__ == "__main__":
    main()
