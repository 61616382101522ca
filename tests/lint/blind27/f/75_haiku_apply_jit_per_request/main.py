import jax
import numpy as np

from service import RecoveryService


def main():
    rng = np.random.default_rng(130)
    svc = RecoveryService(jax.random.PRNGKey(0))
    for hour in range(8):
        n = int(rng.integers(10, 64))
        feed = rng.normal(size=(n, 6)).astype(np.float32)
        rec = svc.predict(feed)
        print(f"hour {hour}: {n} feed samples, mean predicted recovery {float(rec.mean()):.3f}")


if __name__ == "__main__":
    main()
