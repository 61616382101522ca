import jax
import jax.numpy as jnp

from ehr import RECORDS, logmar_series


@jax.jit
def amblyopia_improvement(logmar):
    t = jnp.arange(logmar.shape[0], dtype=jnp.float32)
    tc = t - t.mean()
    slope = (tc * (logmar - logmar.mean())).sum() / (tc ** 2).sum()
    lines = (logmar[0] - logmar[-1]) * 10
    return lines, slope


def main():
    for rec in RECORDS:
        lines, slope = amblyopia_improvement(logmar_series(rec))
        print(rec["patient"], round(float(lines), 1), round(float(slope), 3))


if __name__ == "__main__":
    main()
