import jax.numpy as jnp

from config import output_frame
from frames import to_frame


def main():
    r = jnp.array([[7000.0, 0.0, 0.0], [0.0, 7000.0, 0.0]])
    for k in range(8):
        t = jnp.float32(60.0 * k)
        out = to_frame(r, t, frame=output_frame())
        print(k, [round(float(v), 2) for v in out[0]])


if __name__ == "__main__":
    main()
