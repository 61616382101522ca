import numpy as np

# pitch damper gains scheduled on dynamic pressure [Pa]
Q_BREAKPOINTS = np.array([2000.0, 5000.0, 9000.0, 14000.0])
KQ_TABLE = np.array([0.45, 0.30, 0.20, 0.14])
KTH_TABLE = np.array([1.8, 1.2, 0.8, 0.6])


def scheduled_gains(qbar):
    kq = float(np.interp(qbar, Q_BREAKPOINTS, KQ_TABLE))
    kth = float(np.interp(qbar, Q_BREAKPOINTS, KTH_TABLE))
    return (round(kq, 3), round(kth, 3))
