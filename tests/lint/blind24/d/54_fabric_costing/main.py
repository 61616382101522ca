import numpy as np

from costing import fabric_cost

rng = np.random.default_rng(54)
styles = {"shirt": 8.5, "chino": 11.0, "blazer": 24.0, "dress": 14.0}
for style, price in styles.items():
    theta = np.linspace(0, 2 * np.pi, 24, endpoint=False)
    radii = rng.uniform(15, 40, (7, 1)) * (1 + 0.1 * np.sin(3 * theta))
    xy = np.stack([radii * np.cos(theta), radii * np.sin(theta)], -1).astype(np.float32)
    print(f"{style}: fabric cost per garment {fabric_cost(xy, price):.2f}")
