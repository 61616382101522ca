import jax
import numpy as np

from model import RealBogus
from service import score_alerts


def alert_packets(seed=0):
    rng = np.random.default_rng(seed)
    for night in range(5):
        n = int(rng.integers(20, 200))
        yield night, rng.normal(size=(n, 21, 21, 1)).astype(np.float32)


def main():
    params = RealBogus().init(jax.random.PRNGKey(1), np.zeros((1, 21, 21, 1), np.float32))
    for night, stamps in alert_packets():
        scores = score_alerts(params, stamps)
        print(f"night {night}: {len(scores)} alerts, {int((scores > 0.5).sum())} real")


if __name__ == "__main__":
    main()
