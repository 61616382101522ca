import jax.numpy as jnp

from service import ForecastService

REQUESTS = [
    {"region": "r1", "state": [9900.0, 100.0, 0.0], "days_ahead": 7},
    {"region": "r2", "state": [9500.0, 300.0, 200.0], "days_ahead": 14},
    {"region": "r3", "state": [9800.0, 150.0, 50.0], "days_ahead": 10},
    {"region": "r4", "state": [9000.0, 600.0, 400.0], "days_ahead": 21},
    {"region": "r5", "state": [9950.0, 50.0, 0.0], "days_ahead": 28},
    {"region": "r6", "state": [9700.0, 200.0, 100.0], "days_ahead": 5},
]

if __name__ == "__main__":
    service = ForecastService(jnp.array([0.3, 0.1, 1e4]))
    for request in REQUESTS:
        reply = service.handle(request)
        print(reply["region"], len(reply["incidence"]), f"{sum(reply['incidence']):.1f}")
