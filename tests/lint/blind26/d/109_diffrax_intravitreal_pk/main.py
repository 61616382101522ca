import jax.numpy as jnp

from pk import retinal_exposure, steps_needed

# injection intervals in days (treat-and-extend)
INTERVALS = [28, 35, 42, 56]


def main():
    args = (jnp.float32(0.12), jnp.float32(0.3))
    for days in INTERVALS:
        y = retinal_exposure(jnp.float32(2.0), args, jnp.float32(days), max_steps=steps_needed(days))
        print(days, [round(float(v), 4) for v in y])


if __name__ == "__main__":
    main()
