import numpy as np

from certificates import parse_certificate
from footprint import garment_footprint

rng = np.random.default_rng(44)
garment_kg = np.full(10, 0.35, np.float32)
for lot in range(6):
    blend = parse_certificate(rng)
    co2 = garment_footprint(blend, garment_kg)
    print(f"lot {lot} keys {list(blend)[:2]}... mean {float(co2.mean()):.2f} kg CO2e")
