import jax.numpy as jnp
import numpy as np

from metrics import accumulate, batch_metrics


def main():
    rng = np.random.default_rng(0)
    for epoch in range(2):
        totals = {"correct": jnp.float32(0), "n": jnp.float32(0)}
        for b in range(4):
            logits = jnp.asarray(rng.normal(size=(16, 2)).astype(np.float32))
            labels = jnp.asarray(rng.integers(0, 2, size=16))
            # sensitivity is tracked once the screening threshold is tuned (after warm-up batches)
            totals = accumulate(totals, batch_metrics(logits, labels, with_sensitivity=b >= 2))
        print(epoch, {k: float(v) for k, v in totals.items()})


if __name__ == "__main__":
    main()
