import numpy as np

N_PIX = 400


def read_spectra(n=6, seed=21):
    """Yields 1D spectra; archival ones come without an inverse-variance array."""
    rng = np.random.default_rng(seed)
    wave = np.linspace(4000.0, 7000.0, N_PIX).astype(np.float32)
    for i in range(n):
        cont = 1.0 + 0.3 * (wave - 5500) / 1500
        line = 0.6 * np.exp(-0.5 * ((wave - 6563.0) / 4.0) ** 2)
        sigma = 0.05
        flux = (cont - line + rng.normal(0, sigma, N_PIX)).astype(np.float32)
        spec = {"wave": wave, "flux": flux}
        if i % 3 != 2:
            spec["ivar"] = np.full(N_PIX, 1.0 / sigma ** 2, np.float32)
        yield f"spec-{i:03d}", spec
