import numpy as np
import jax.numpy as jnp
from flax import nnx


class Count(nnx.Variable):
    pass


class LoudnessTracker(nnx.Module):
    def __init__(self, rngs):
        self.head = nnx.Linear(4, 1, rngs=rngs)
        self.running = nnx.BatchStat(jnp.zeros(4))
        self.blocks_seen = Count(jnp.zeros((), jnp.int32))

    def __call__(self, block):
        feats = jnp.stack([jnp.mean(block ** 2), jnp.max(jnp.abs(block)),
                           jnp.mean(jnp.abs(jnp.diff(block))), jnp.std(block)])
        n = self.blocks_seen.value.astype(jnp.float32)
        self.running.value = (n * self.running.value + feats) / (n + 1.0)
        self.blocks_seen.value = self.blocks_seen.value + 1
        return self.head(feats - self.running.value)[0]


@nnx.jit
def track_block(model, block):
    return model(block)


def main():
    rng = np.random.default_rng(0)
    tracker = LoudnessTracker(nnx.Rngs(0))
    for i in range(6):
        block = (0.1 * (i + 1) * rng.standard_normal(2400)).astype(np.float32)
        score = track_block(tracker, block)
        print(i, int(tracker.blocks_seen.value), round(float(score), 4))


if __name__ == "__main__":
    main()
