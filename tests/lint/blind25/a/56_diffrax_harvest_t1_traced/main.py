import jax.numpy as jnp

from grainfill import kernel_weight_at_harvest

HARVEST_PLAN = [("block A", 38.0), ("block B", 42.5), ("block C", 45.0), ("block D", 51.0)]


def main():
    w0 = jnp.float32(2.0)
    for block, day in HARVEST_PLAN:
        w = kernel_weight_at_harvest(w0, jnp.float32(0.16), jnp.float32(48.0), jnp.float32(day))
        print(f"{block}: harvest day {day:.1f} after anthesis, kernel weight {float(w):.1f} mg")


if __name__ == "__main__":
    main()
