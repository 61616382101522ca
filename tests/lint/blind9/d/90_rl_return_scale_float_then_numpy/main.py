import jax.numpy as jnp
import numpy as np

from critic import td0_update
from normalizer import ReturnScaler

FEATURES, STEPS, ITERATIONS = 8, 64, 6


def main():
    rng = np.random.default_rng(0)
    w = jnp.zeros(FEATURES)
    scaler = ReturnScaler()
    for it in range(ITERATIONS):
        phi = rng.standard_normal((STEPS + 1, FEATURES)).astype(np.float32)
        rewards = (phi[:-1, 0] > 0).astype(np.float32) * 5.0
        w, loss = td0_update(w, phi[:-1], rewards, phi[1:], scaler.scale)
        scaler.observe(rewards)
        print(f"iter {it} reward scale {float(scaler.scale):.4f} td loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
