import numpy as np

from status import breaker_status_from_scada, breaker_status_from_plan
from ptdf import line_flows


def main():
    rng = np.random.default_rng(3)
    inj = np.array([1.2, 0.3, -0.4, -0.6, -0.5], dtype=np.float32)
    # real-time cases
    for t in range(3):
        f = line_flows(breaker_status_from_scada(rng), inj)
        print("rt", t, np.round(np.asarray(f), 3))
    # planned outage study cases
    for outage in [(1,), (4,), (2, 5)]:
        f = line_flows(breaker_status_from_plan(outage), inj)
        print("plan", outage, np.round(np.asarray(f), 3))


if __name__ == "__main__":
    main()
