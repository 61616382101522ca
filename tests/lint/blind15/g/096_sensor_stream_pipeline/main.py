import jax.numpy as jnp

from filters import fir_packet, lowpass_taps
from stream import SensorStream


def main():
    taps = lowpass_taps()
    state = jnp.zeros(taps.shape[0] - 1, jnp.float32)
    energy = []
    for packet in SensorStream():
        y, state = fir_packet(taps, state, packet)
        energy.append(float(jnp.mean(y ** 2)))
    print("packet energy:", [round(e, 3) for e in energy])


if __name__ == "__main__":
    main()
