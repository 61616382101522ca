import jax
import numpy as np

from service import ThroughputService


def main():
    rng = np.random.default_rng(150)
    svc = ThroughputService(jax.random.PRNGKey(0))
    for hour in range(8):
        n = int(rng.integers(10, 48))
        feed = rng.normal(size=(n, 5)).astype(np.float32)
        tph = svc.predict(feed)
        print(f"hour {hour}: {n} ore blends scored, mean SAG throughput {float(tph.mean()):.0f} t/h")


if __name__ == "__main__":
    main()
