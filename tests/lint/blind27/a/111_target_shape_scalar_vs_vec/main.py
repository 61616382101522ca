import numpy as np
import jax
import jax.numpy as jnp

from targets import target_for


@jax.jit
def rate_change_needed(earned, incurred, trend, target_lr):
    projected = incurred * (1.0 + trend) ** 1.5
    return jnp.sum(projected) / jnp.sum(earned) / target_lr - 1.0


def main():
    rng = np.random.default_rng(421)
    trend = jnp.float32(0.04)
    plan = [("motor", None), ("home", None), ("pet", 0.7), ("motor", None), ("home", 0.58)]
    for lob, override in plan:
        earned = jnp.asarray(rng.uniform(1e6, 2e6, 12), jnp.float32)
        incurred = earned * jnp.asarray(rng.uniform(0.5, 0.8, 12), jnp.float32)
        change = rate_change_needed(earned, incurred, trend, target_for(lob, override))
        print(lob, override, np.round(np.asarray(change), 4))


if __name__ == "__main__":
    main()
