import numpy as np

from stream import PacketReassembler


def network_packets(seed=0):
    rng = np.random.default_rng(seed)
    # jittery network: packets carry roughly 10-50 ms of 8 kHz audio
    for n_samples in rng.integers(80, 400, size=7):
        yield (rng.standard_normal(n_samples) * 3000).astype(np.int16).tobytes()


if __name__ == "__main__":
    rx = PacketReassembler()
    for i, packet in enumerate(network_packets()):
        feats = rx.on_packet(packet)
        print(f"packet {i}: {len(packet) // 2} samples -> {feats.shape[0]} frames")
