import jax
import jax.numpy as jnp
import numpy as np


def normal_release(storage, inflow):
    return jnp.clip(0.05 * storage, 5.0, 60.0)


def flood_release(storage, inflow):
    return jnp.clip(inflow + 0.2 * (storage - 700.0), 60.0, 400.0)


@jax.jit
def operate_day(storage, inflow, flood_mode):
    release = jax.lax.cond(flood_mode, flood_release, normal_release, storage, inflow)
    return jnp.clip(storage + inflow - release, 0.0, 1000.0), release


def main():
    rng = np.random.default_rng(15)
    storage = jnp.float32(600.0)
    inflows = (30 + 120 * np.exp(-((np.arange(90) - 40) / 6.0) ** 2) + rng.gamma(1.0, 5.0, 90)).astype(np.float32)
    releases = []
    for day in range(90):
        flood = bool(storage > 750.0) or bool(inflows[day] > 100.0)
        storage, r = operate_day(storage, inflows[day], flood)
        releases.append(float(r))
    print(f"max release {max(releases):.1f}, final storage {float(storage):.1f}")


if __name__ == "__main__":
    main()
