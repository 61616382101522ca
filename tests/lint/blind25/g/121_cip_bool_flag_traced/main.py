import numpy as np
import jax
import jax.numpy as jnp


@jax.jit
def rinse_endpoint(conductivity, turbidity, after_caustic):
    """Decide when the final rinse of a CIP cycle can stop (conductivity near fresh water)."""
    cond_limit = jnp.where(after_caustic, 0.35, 0.30)   # mS/cm
    ok = (conductivity < cond_limit) & (turbidity < 2.0)
    first = jnp.argmax(ok)
    return jnp.where(ok.any(), first, -1)


def main():
    rng = np.random.default_rng(0)
    t = np.arange(60, dtype=np.float32)
    for cycle in range(6):
        after_caustic = cycle % 3 != 2          # every third cycle is an acid-only clean
        cond = (0.25 + 8.0 * np.exp(-t / 8.0) + 0.01 * rng.normal(size=60)).astype(np.float32)
        turb = (0.5 + 20.0 * np.exp(-t / 5.0)).astype(np.float32)
        idx = int(rinse_endpoint(cond, turb, after_caustic))
        print(f"cycle {cycle} ({'caustic' if after_caustic else 'acid'}): stop rinse at {idx} s x10")


if __name__ == "__main__":
    main()
