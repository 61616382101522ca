import numpy as np

from seam import SeamQC

rng = np.random.default_rng(23)
qc = SeamQC(min_strength_n=180.0, stitch_density_spi=10)
t = np.linspace(0, 1, 50, dtype=np.float32)

for lot in range(5):
    peaks = rng.normal(200, 25, 12).astype(np.float32)
    curves = (peaks[:, None] * np.sin(np.pi * t[None, :] * rng.uniform(0.8, 1.0, (12, 1)))).astype(np.float32)
    passed, peak, slip = qc.assess(curves)
    print(f"lot {lot}: pass rate {float(passed.mean()):.2f}, mean peak {float(peak.mean()):.0f} N")
