import jax.numpy as jnp

from filters import fir_block, lowpass_taps
from stream import SensorStream


def main():
    taps = lowpass_taps()
    state = jnp.zeros(taps.shape[0] - 1, jnp.float32)
    energy = []
    for block in SensorStream():
        y, state = fir_block(taps, state, block)
        energy.append(float(jnp.mean(y ** 2)))
    print("block energy:", [round(e, 3) for e in energy])


if __name__ == "__main__":
    main()
