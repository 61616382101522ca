import numpy as np

from anthropometry import segment_masses
from energetics import limb_kinetic_energy

rng = np.random.default_rng(41)
for name, mass in [("S01", 70.2), ("S02", 81.0), ("S03", 58.7), ("S04", 92.4)]:
    t = np.linspace(0, 1, 150)
    vel = np.stack([1.5 + 0.6 * np.sin(2 * np.pi * t), 3 + 2 * np.sin(2 * np.pi * t), 4 + 3 * np.sin(2 * np.pi * t)], 1)
    vel = (vel + rng.normal(0, 0.05, vel.shape)).astype(np.float32)
    ke = limb_kinetic_energy(vel, segment_masses(mass))
    print(name, "peak limb KE (J)", round(float(ke.max()), 1))
