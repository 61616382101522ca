import jax.numpy as jnp
from flax import nnx

from model import EventDetector
from stream import ContinuousStream


@nnx.jit
def detector_window_prob(model, window):
    return model(window[None])[0]


def main():
    model = EventDetector(nnx.Rngs(0))
    stream = ContinuousStream(n_samples=3100)
    triggers = []
    for start, window, valid in stream:
        prob = detector_window_prob(model, jnp.asarray(window))[:valid]
        hits = jnp.flatnonzero(prob > 0.6)
        triggers.extend((start + hits).tolist())
    print("triggers", len(triggers))


if __name__ == "__main__":
    main()
