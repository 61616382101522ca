import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def add_dig_block(total_oz, tonnes, grade_gpt, recovery):
    return total_oz + jnp.sum(tonnes * grade_gpt * recovery) / 31.1035


def dig_blocks(rng, n_days):
    for day in range(n_days):
        tonnes = rng.uniform(3000, 5000, size=16).astype(np.float32)
        grade = rng.lognormal(0.0, 0.5, size=16).astype(np.float32)
        yield day, tonnes, grade


def main():
    rng = np.random.default_rng(90)
    total = 0.0
    for day, t, g in dig_blocks(rng, 10):
        total = add_dig_block(total, t, g, 0.91)
    print(f"recovered gold over 10 days: {float(total):,.0f} oz")


if __name__ == "__main__":
    main()
