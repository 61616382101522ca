import numpy as np

from monitor import DrillMonitor


def rig_stream(n=60, seed=0):
    rng = np.random.default_rng(seed)
    for t in range(n):
        # rate of penetration m/h, torque kNm, pulldown kN
        r = np.array([25.0, 6.0, 120.0]) + rng.normal(0, [2.0, 0.4, 8.0])
        if t == 47:
            r[0] += 15.0
        yield r.astype(np.float32)


def main():
    mon = DrillMonitor()
    alarms = []
    for t, reading in enumerate(rig_stream()):
        if mon.update(reading):
            alarms.append(t)
    print("cavity/void alarms at readings", alarms)


if __name__ == "__main__":
    main()
