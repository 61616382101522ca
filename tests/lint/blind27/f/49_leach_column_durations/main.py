import jax.numpy as jnp

from columns import COLUMN_TESTS, sample_days
from model import simulate_column


def main():
    for test in COLUMN_TESTS:
        ts = sample_days(test)
        rec = simulate_column(jnp.float32(test["k"]), ts)
        print(f"{test['id']}: {len(ts)} assays, final Cu extraction {float(rec[-1]) * 100:.1f}%")


if __name__ == "__main__":
    main()
