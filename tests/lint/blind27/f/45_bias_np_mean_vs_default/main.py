import jax
import jax.numpy as jnp
import numpy as np

DEFAULT_BIAS = 0.0


@jax.jit
def reconcile(block_grade, mill_grade_hist, bias):
    adjusted = block_grade * (1.0 + bias)
    return adjusted, jnp.mean(mill_grade_hist) / jnp.mean(adjusted)


def load_month(m, rng):
    blocks = rng.lognormal(0.2, 0.3, size=200).astype(np.float32)
    mill = (blocks[:30] * rng.normal(1.05, 0.02, size=30)).astype(np.float32)
    return blocks, mill


def main():
    rng = np.random.default_rng(50)
    factors = []
    for month in range(8):
        blocks, mill = load_month(month, rng)
        bias = np.mean(factors[-3:]) - 1.0 if len(factors) >= 3 else DEFAULT_BIAS
        _, f = reconcile(blocks, mill, bias)
        factors.append(float(f))
        print(f"month {month}: bias {float(bias):+.3f} reconciliation factor {float(f):.3f}")


if __name__ == "__main__":
    main()
