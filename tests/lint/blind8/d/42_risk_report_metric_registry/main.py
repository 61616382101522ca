import jax
import jax.numpy as jnp
import numpy as np

from metrics import REPORT_METRICS


def desk_pnl(n_days=500, seed=3):
    rng = np.random.default_rng(seed)
    return jnp.asarray((rng.standard_t(4, n_days) * 1e4 + 800).astype(np.float32))


def build_report(pnl):
    report = {}
    for metric in REPORT_METRICS:
        report[metric.__name__] = float(jax.jit(metric)(pnl))
    return report


def main():
    for name, value in build_report(desk_pnl()).items():
        print(f"{name:>20s}: {value:,.2f}")


if __name__ == "__main__":
    main()
