import numpy as np
import jax
import jax.numpy as jnp

PLAN = {"motor": 0.68, "home": 0.55, "pet": 0.72}


def permissible_lr(lob, override=None):
    value = PLAN[lob] if override is None else override
    return jnp.asarray(value, dtype=jnp.float32).reshape(())


@jax.jit
def indicated_change(earned, incurred, trend, target):
    return jnp.sum(incurred * (1.0 + trend) ** 1.5) / jnp.sum(earned) / target - 1.0


def main():
    rng = np.random.default_rng(441)
    for lob, override in [("motor", None), ("home", None), ("pet", [0.7]), ("motor", None), ("home", 0.58)]:
        earned = jnp.asarray(rng.uniform(1e6, 2e6, 12), jnp.float32)
        incurred = earned * jnp.asarray(rng.uniform(0.5, 0.8, 12), jnp.float32)
        ch = indicated_change(earned, incurred, jnp.float32(0.04), permissible_lr(lob, override))
        print(lob, override, round(float(ch), 4))


if __name__ == "__main__":
    main()
