import numpy as np

from service import CONTEXT, ForecastService


def main():
    rng = np.random.default_rng(0)
    service = ForecastService()
    for tick in range(4):
        n_requests = int(rng.integers(1, 12))
        for i in range(n_requests):
            t = np.arange(CONTEXT) + rng.integers(0, 1000)
            service.submit(f"meter-{tick}-{i}", (np.sin(2 * np.pi * t / 24) + 0.05 * rng.standard_normal(CONTEXT)).astype(np.float32))
        answers = service.flush()
        print(f"tick {tick}: answered {len(answers)} requests")


if __name__ == "__main__":
    main()
