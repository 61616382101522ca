import numpy as np
import jax.numpy as jnp
from flax import nnx


class Calibration(nnx.Variable):
    pass


class ChatFilter(nnx.Module):
    def __init__(self, vocab, rngs):
        self.embed = nnx.Embed(vocab, 16, rngs=rngs)
        self.out = nnx.Linear(16, 1, rngs=rngs)
        self.temperature = Calibration(jnp.ones((), jnp.float32))

    def __call__(self, ids):
        h = self.embed(ids).mean(axis=1)
        return nnx.sigmoid(self.out(h)[:, 0] / self.temperature.value)


@nnx.jit
def hold_messages(model, ids):
    return model(ids) > 0.5


REGIONS = {"us": 1.0, "de": 0.8, "jp": 1.3, "br": 1.0}


def main():
    rng = np.random.default_rng(0)
    model = ChatFilter(500, nnx.Rngs(0))
    for region, temp in REGIONS.items():
        model.temperature.value = jnp.asarray(temp, jnp.float32)
        ids = rng.integers(1, 500, (12, 10)).astype(np.int32)
        print(region, int(hold_messages(model, ids).sum()))


if __name__ == "__main__":
    main()
