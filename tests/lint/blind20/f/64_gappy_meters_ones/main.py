import jax
import jax.numpy as jnp

from quality import fetch_day

METERS = [{"id": "A1", "comm": "cellular"}, {"id": "B7", "comm": "plc"},
          {"id": "C3", "comm": "cellular"}, {"id": "D2", "comm": "plc"}]


@jax.jit
def daily_kwh(kw, valid=None):
    if valid is None:
        return jnp.sum(kw) * 0.25
    coverage = jnp.mean(valid)
    return jnp.sum(kw * valid) * 0.25 / jnp.maximum(coverage, 1e-3)


def main():
    for i, meter in enumerate(METERS):
        kw, valid = fetch_day(meter, seed=i)
        print(meter["id"], round(float(daily_kwh(kw, valid)), 2))


if __name__ == "__main__":
    main()
