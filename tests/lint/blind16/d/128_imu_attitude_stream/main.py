import jax.numpy as jnp

from filters import integrate_packet, pad_packet
from stream import imu_packets


def main():
    attitude = jnp.zeros(3)
    for packet in imu_packets(12):
        gyro, valid = pad_packet(packet)
        attitude = integrate_packet(attitude, gyro, valid)
    print([round(float(a), 4) for a in attitude])


if __name__ == "__main__":
    main()
