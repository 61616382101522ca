import jax
import jax.numpy as jnp

from sensor import subframe_bursts


@jax.jit
def integrate(stack, weights):
    return jnp.tensordot(weights, stack, axes=1) / weights.sum()


def main():
    for i, (stack, weights) in enumerate(subframe_bursts(6)):
        frame = integrate(stack, weights)
        print(i, int(weights.sum()), round(float(frame.std()), 4))


if __name__ == "__main__":
    main()
