import jax
import jax.numpy as jnp
import numpy as np

TARIFFS = {
    "flat": np.full(24, 0.30, dtype=np.float32),
    "tou": np.where((np.arange(24) >= 17) & (np.arange(24) < 21), 0.45, 0.22).astype(np.float32),
    "night": np.where(np.arange(24) < 6, 0.12, 0.34).astype(np.float32),
    "dynamic": (0.25 + 0.1 * np.sin(np.arange(24) / 24 * 2 * np.pi)).astype(np.float32),
}


@jax.jit
def household_cost(load, pv, tariff, feed_in):
    net = load - pv
    return jnp.sum(jnp.where(net > 0, net * tariff, net * feed_in))


def run_sweep(load, pv, feed_in=0.08):
    results = {}
    for name, tariff in TARIFFS.items():
        results[name] = float(household_cost(load, pv, tariff, feed_in))
    return results


def main():
    rng = np.random.default_rng(3)
    load = rng.uniform(0.2, 1.5, size=24).astype(np.float32)
    pv = np.clip(np.sin((np.arange(24) - 6) / 12 * np.pi), 0, None).astype(np.float32) * 2.0
    for name, c in run_sweep(load, pv).items():
        print(f"{name:8s} {c:7.3f}")


if __name__ == "__main__":
    main()
