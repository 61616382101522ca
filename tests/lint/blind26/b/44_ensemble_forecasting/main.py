import jax.numpy as jnp
import numpy as np

from member import Lorenz96Member


def main():
    rng = np.random.default_rng(0)
    base = 8.0 * np.ones(40, np.float32)
    base[19] += 0.01
    members = [Lorenz96Member(jnp.asarray(base + rng.normal(0, 0.1, 40).astype(np.float32))) for _ in range(6)]
    for cycle in range(4):
        states = np.stack([np.asarray(m.forecast()) for m in members])
        print(f"cycle {cycle}: ensemble spread {states.std(0).mean():.3f}")


if __name__ == "__main__":
    main()
