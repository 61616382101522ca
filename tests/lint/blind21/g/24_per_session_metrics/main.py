import jax
import jax.numpy as jnp
import numpy as np

from warehouse import load_metric

METRICS = ["orders_per_session", "revenue_per_session", "clicks_per_session", "dwell_per_session"]


@jax.jit
def delta_ratio(num, den):
    n = num.shape[0]
    mx, my = jnp.mean(num), jnp.mean(den)
    vx, vy = jnp.var(num), jnp.var(den)
    cxy = jnp.mean((num - mx) * (den - my))
    r = mx / my
    var_r = (vx / my**2 - 2 * mx * cxy / my**3 + mx**2 * vy / my**4) / n
    return r, jnp.sqrt(var_r)


def main():
    rng = np.random.default_rng(4)
    for name in METRICS:
        num, den = load_metric(name, rng)
        r, se = delta_ratio(num, den)
        print(f"{name}: {float(r):.4f} +/- {float(se):.4f}")


if __name__ == "__main__":
    main()
