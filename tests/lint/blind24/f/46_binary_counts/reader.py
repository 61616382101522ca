import numpy as np

HEADER_BYTES = 16


def fake_file(rng, fmt, n=1500):
    strain_counts = (3000 * np.sin(np.linspace(0, 40, n)) * rng.uniform(0.5, 1.5) + rng.normal(0, 50, n))
    header = np.array([n, 0, 0, 0], dtype="<i4").tobytes()
    return header + np.round(strain_counts).astype(fmt).tobytes()


class MastArchive:
    """Binary files from sign/lighting mast monitoring; older stations write 16-bit samples."""

    def __init__(self, stations, seed=0):
        self.stations = stations
        self.rng = np.random.default_rng(seed)

    def __iter__(self):
        for name, fmt in self.stations:
            blob = fake_file(self.rng, fmt)
            yield name, np.frombuffer(blob, dtype=fmt, offset=HEADER_BYTES)
