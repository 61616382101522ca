import jax.numpy as jnp

from filter import fuse
from sensors import SensorStream


def main():
    x = jnp.zeros(6).at[3].set(50.0)
    P = jnp.eye(6) * 10.0
    for k, meas in enumerate(SensorStream(60)):
        x, P = fuse(x, P, meas)
        if k % 20 == 0:
            print(k, [round(float(v), 2) for v in x[:3]])


if __name__ == "__main__":
    main()
