import numpy as np
import jax.numpy as jnp
from flax import nnx


class Count(nnx.Variable):
    pass


class RunningZeropoint(nnx.Module):
    """Exponentially weighted zero point tracked from standard-star residuals."""

    def __init__(self, decay=0.9):
        self.zp = nnx.BatchStat(jnp.array(25.0, dtype=jnp.float32))
        self.n_frames = Count(jnp.array(0, dtype=jnp.int32))
        self.decay = decay

    def __call__(self, inst_mag, cat_mag):
        return inst_mag + self.zp.value - cat_mag


@nnx.jit
def ingest_frame(tracker, inst_mag, cat_mag, weights):
    frame_zp = jnp.sum(weights * (cat_mag - inst_mag)) / jnp.sum(weights)
    tracker.zp.value = tracker.decay * tracker.zp.value + (1 - tracker.decay) * frame_zp
    tracker.n_frames.value = tracker.n_frames.value + 1
    return jnp.std(tracker(inst_mag, cat_mag))


def main():
    rng = np.random.default_rng(2)
    tracker = RunningZeropoint()
    for frame in range(8):
        cat = rng.uniform(12, 17, 150).astype(np.float32)
        true_zp = 25.3 + 0.02 * frame
        inst = (cat - true_zp + rng.normal(0, 0.02, 150)).astype(np.float32)
        w = np.where(cat < 16, 1.0, 0.3).astype(np.float32)
        scatter = ingest_frame(tracker, inst, cat, w)
        print(f"frame {int(tracker.n_frames.value)}: zp={float(tracker.zp.value):.3f} scatter={float(scatter):.3f}")


if __name__ == "__main__":
    main()
