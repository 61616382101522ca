import numpy as np

from glm import risk_premium
from sources import broker_extract, aggregator_extract

rng = np.random.default_rng(98)
for week in range(3):
    for name, extract in [("broker", broker_extract), ("aggregator", aggregator_extract)]:
        prem = risk_premium(extract(rng, 500), 420.0)
        print(f"week {week} {name}: mean risk premium {float(prem.mean()):.2f}")
