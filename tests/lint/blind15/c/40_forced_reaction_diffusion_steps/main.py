import jax.numpy as jnp

import settings
from solver import advance


def run():
    u = jnp.full(settings.GRID, 0.5, dtype=jnp.float32)
    times = jnp.arange(settings.N_STEPS, dtype=jnp.float32) * settings.DT
    for n in range(settings.N_STEPS):
        u = advance(u, times[n])
    return u, float(times[-1] + settings.DT)


if __name__ == "__main__":
    u, t = run()
    print(f"t={t:.2f} mean={float(u.mean()):.4f} max={float(u.max()):.4f}")
