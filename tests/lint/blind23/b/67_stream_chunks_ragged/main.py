import jax.numpy as jnp
from flax import nnx

from model import EventDetector
from stream import ContinuousStream


@nnx.jit
def detection_probability(model, window):
    return model(window[None])[0]


def main():
    model = EventDetector(nnx.Rngs(0))
    stream = ContinuousStream(n_samples=3100)
    triggers = []
    for start, window in stream:
        prob = detection_probability(model, jnp.asarray(window))
        hits = jnp.flatnonzero(prob > 0.6)
        triggers.extend((start + hits).tolist())
    print("triggers", len(triggers))


if __name__ == "__main__":
    main()
