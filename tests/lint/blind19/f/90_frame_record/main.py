import jax
import jax.numpy as jnp
import numpy as np

from packets import FramePacket


@jax.jit
def radiance(packet):
    return packet.pixels / packet.exposure


def receive(n, fps=25.0, seed=0):
    rng = np.random.default_rng(seed)
    for i in range(n):
        yield FramePacket(
            pixels=jnp.asarray(rng.random((8, 8), dtype=np.float32)),
            exposure=jnp.float32(0.01 + 0.001 * i),
            timestamp=i / fps,
            camera="dock-2",
        )


def main():
    log = []
    for packet in receive(5):
        r = radiance(packet)
        log.append((round(packet.timestamp, 3), round(float(r.mean()), 2)))
    print(log)


if __name__ == "__main__":
    main()
