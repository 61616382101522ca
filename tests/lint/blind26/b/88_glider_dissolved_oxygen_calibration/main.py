import numpy as np

from calib import oxygen_umol_kg
from sensors import OxygenSensor

DEPLOYMENT = {"platform": "Slocum glider", "sensor": "optode", "profiles": 6}


def raw_profile(k, rng, n=150):
    temp = (4 + 14 * np.exp(-np.arange(n) / 40) + rng.normal(0, 0.02, n)).astype(np.float32)
    sal = (34.8 + 0.2 * np.exp(-np.arange(n) / 60)).astype(np.float32)
    phase = (30 + 5 * np.exp(-np.arange(n) / 50) + rng.normal(0, 0.05, n)).astype(np.float32)
    return phase, temp, sal


def main():
    rng = np.random.default_rng(0)
    sensor = OxygenSensor(DEPLOYMENT["sensor"])
    for k in range(DEPLOYMENT["profiles"]):
        raw, t, s = raw_profile(k, rng)
        o2 = oxygen_umol_kg(raw, t, s, sensor=sensor)
        print(f"profile {k}: surface O2 {float(o2[0]):.1f}, min O2 {float(o2.min()):.1f} umol/kg")


if __name__ == "__main__":
    main()
