import numpy as np

from kepler import OrbitPropagator

if __name__ == "__main__":
    prop = OrbitPropagator(np.linspace(0.05, 0.9, 16).astype(np.float32))
    for t in np.linspace(0.0, 1.0, 6, dtype=np.float32):
        xy = prop.positions(t)
        print(float(t), xy[:2].tolist())
