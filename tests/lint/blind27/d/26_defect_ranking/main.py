import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def rank_defects(reading, depth_mm, threshold):
    flagged = reading > threshold
    severity = jnp.where(flagged, depth_mm * reading, -jnp.inf)
    top_val, top_idx = jax.lax.top_k(severity, 5)
    return top_idx, top_val, flagged.sum()


def inspection_runs(n_runs, n_seg, seed=31):
    rng = np.random.default_rng(seed)
    for _ in range(n_runs):
        yield rng.uniform(0, 1, n_seg).astype(np.float32), rng.uniform(0.5, 4.0, n_seg).astype(np.float32)


def main():
    for run, (reading, depth) in enumerate(inspection_runs(6, 400)):
        idx, val, n = rank_defects(reading, depth, 0.7)
        print(f"run {run}: {int(n)} flagged, worst segments {idx.tolist()}")


if __name__ == "__main__":
    main()
