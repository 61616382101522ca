import jax
import jax.numpy as jnp

from policy import active_reductions

POP = 3e5


@jax.jit
def advance(y, reductions):
    multiplier = jnp.prod(1.0 - reductions)
    s, i, r = y
    new = 0.35 * multiplier * s * i / POP
    rec = 0.12 * i
    return jnp.stack([s - new, i + new - rec, r + rec])


if __name__ == "__main__":
    y = jnp.array([POP - 30.0, 30.0, 0.0])
    for day in range(0, 100, 5):
        for _ in range(5):
            y = advance(y, active_reductions(day))
        print(f"day {day:3d}: I={float(y[1]):8.1f}")
