import jax
import jax.numpy as jnp
import numpy as np
import flax.linen as nn

from model import StreamingActionHead

FEAT = 10


class OnlineRecognizer:
    def __init__(self):
        self.model = StreamingActionHead()
        self.params = self.model.init(jax.random.PRNGKey(1), None, jnp.zeros((FEAT,)))
        self.step = jax.jit(self.model.apply)
        self.reset()

    def reset(self):
        cell = nn.OptimizedLSTMCell(self.model.hidden)
        self.carry = cell.initialize_carry(jax.random.PRNGKey(0), (FEAT,))

    def push(self, feat):
        self.carry, logits = self.step(self.params, self.carry, feat)
        return int(jnp.argmax(logits))


def main():
    rng = np.random.default_rng(0)
    rec = OnlineRecognizer()
    for clip in range(3):
        rec.reset()
        preds = [rec.push(rng.standard_normal(FEAT).astype(np.float32)) for _ in range(4)]
        print("clip", clip, preds)


if __name__ == "__main__":
    main()
