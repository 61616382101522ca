import numpy as np

from forecaster import forecast, init_params

CONTEXT = 48


def incoming_requests(rng, n):
    for i in range(n):
        t = np.arange(CONTEXT) + rng.integers(0, 1000)
        load = 100 + 20 * np.sin(2 * np.pi * t / 24) + rng.standard_normal(CONTEXT)
        yield f"meter-{i}", ((load - 100) / 20).astype(np.float32)[None]


def main():
    rng = np.random.default_rng(0)
    params = init_params(0, CONTEXT)
    for meter, history in incoming_requests(rng, 6):
        pred = np.asarray(forecast(params, history))
        print(f"{meter}: next-hour forecast {pred[0, 0]:+.3f}")


if __name__ == "__main__":
    main()
