import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def support_share(healing, support_idx):
    return healing[support_idx] / healing.sum()


def pick_support(healing, declared_role):
    if declared_role is not None:
        return int(declared_role)
    return int(np.argmax(healing))


def main():
    rng = np.random.default_rng(5)
    shares = []
    for game in range(8):
        healing = rng.gamma(2.0, 3000.0, size=5).astype(np.float32)
        declared = 4 if game % 2 == 0 else None
        shares.append(float(support_share(healing, pick_support(healing, declared))))
    print(np.round(shares, 3))


if __name__ == "__main__":
    main()
