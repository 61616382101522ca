import jax
import jax.numpy as jnp
import numpy as np

from evalsuite import METRICS, run_suite

VOCAB, B, T = 30, 4, 16


def model_outputs(seed=0):
    rng = np.random.default_rng(seed)
    logits = rng.standard_normal((B, T, VOCAB)).astype(np.float32) * 2
    targets = rng.integers(0, VOCAB, size=(B, T)).astype(np.int32)
    lengths = rng.integers(8, T + 1, size=B)
    mask = (np.arange(T)[None] < lengths[:, None]).astype(np.float32)
    return jnp.asarray(logits), jnp.asarray(targets), jnp.asarray(mask)


if __name__ == "__main__":
    report = run_suite(METRICS, *model_outputs())
    for name, value in report.items():
        print(f"{name:12s} {value:.4f}")
