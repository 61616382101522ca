import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def carry_share(damage, carry_idx):
    return damage[carry_idx] / damage.sum()


def pick_carry(damage, declared_role):
    # trust the declared carry slot when the client sends it, else take top damage
    if declared_role is not None:
        return declared_role
    return np.argmax(damage)


def main():
    rng = np.random.default_rng(5)
    shares = []
    for game in range(8):
        damage = rng.gamma(2.0, 5000.0, size=5).astype(np.float32)
        declared = 0 if game % 2 == 0 else None
        shares.append(float(carry_share(damage, pick_carry(damage, declared))))
    print(np.round(shares, 3))


if __name__ == "__main__":
    main()
