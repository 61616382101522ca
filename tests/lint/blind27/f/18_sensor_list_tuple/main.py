import jax
import jax.numpy as jnp
import numpy as np

from sensors import read_conveyor_window


@jax.jit
def fe_tonnage(channels):
    speed, load, fe = channels
    tph = speed * load * 3.6 / 1000.0
    return jnp.sum(tph) / 60.0, jnp.sum(tph * fe) / jnp.sum(tph)


def main():
    rng = np.random.default_rng(0)
    total = 0.0
    for minute in range(12):
        ch = read_conveyor_window(minute, rng)
        t, fe = fe_tonnage(ch)
        total += float(t)
        print(f"min {minute}: {float(t):.1f} t at {float(fe):.2f}% Fe")
    print("total", round(total, 1))


if __name__ == "__main__":
    main()
