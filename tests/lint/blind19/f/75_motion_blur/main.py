import jax
import jax.numpy as jnp

from sensor import subframe_bursts


@jax.jit
def integrate(*subframes):
    acc = jnp.zeros_like(subframes[0])
    for s in subframes:
        acc = acc + s
    return acc / len(subframes)


def main():
    for i, burst in enumerate(subframe_bursts(6)):
        frame = integrate(*burst)
        print(i, len(burst), round(float(frame.std()), 4))


if __name__ == "__main__":
    main()
