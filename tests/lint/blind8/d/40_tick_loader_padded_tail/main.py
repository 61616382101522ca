import jax.numpy as jnp
import numpy as np

from ticks import TickBatchLoader, score_batch
from ticks.loader import load_session

THRESHOLD = 4.0


def main():
    ref = load_session(day=0)
    mean = jnp.asarray(ref.mean(axis=0))
    inv_cov = jnp.asarray(np.linalg.inv(np.cov(ref.T)).astype(np.float32))
    for day in range(1, 6):
        flagged = 0
        for batch, mask in TickBatchLoader(load_session(day), batch_size=64):
            scores = np.asarray(score_batch(mean, inv_cov, batch))
            flagged += int((scores[mask] > THRESHOLD).sum())
        print(f"session {day}: {flagged} anomalous ticks")


if __name__ == "__main__":
    main()
