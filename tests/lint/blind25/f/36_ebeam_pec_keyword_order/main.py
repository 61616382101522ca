import jax.numpy as jnp
import numpy as np

from writer import prepare_field, verify_field


def field_pattern(i, n=64):
    rng = np.random.default_rng(i)
    p = np.zeros((n, n), np.float32)
    for _ in range(5):
        y, x = rng.integers(0, n - 12, 2)
        p[y:y + 10, x:x + rng.integers(2, 10)] = 1.0
    return jnp.asarray(p)


def main():
    for i in range(4):
        pat = field_pattern(i)
        dose = prepare_field(pat)
        check = verify_field(pat)
        print(f"field {i}: max dose {float(dose.max()):.2f}, verify delta {float(jnp.abs(dose - check).max()):.2e}")


if __name__ == "__main__":
    main()
