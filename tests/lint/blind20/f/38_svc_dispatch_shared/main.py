import numpy as np

from service import DispatchService

FLEET = {"a": [20.0, 25.0, 40.0], "b": [0.02, 0.015, 0.05], "p_max": [400.0, 300.0, 150.0]}


def incoming_requests(n):
    rng = np.random.default_rng(9)
    for day in range(n):
        yield {"day": day, "demand_mw": rng.uniform(300, 800, 24).round(1).tolist()}


def main():
    svc = DispatchService(FLEET)
    for req in incoming_requests(4):
        resp = svc.handle(req)
        print(resp["day"], resp["marginal_price"][:4])


if __name__ == "__main__":
    main()
