import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import BeatClassifier
from train import train_step


def beat_batches(n, batch=16, length=96, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n):
        beats = rng.standard_normal((batch, length)).astype(np.float32)
        labels = rng.integers(0, 5, size=batch).astype(np.int32)
        yield beats, labels


def main():
    model = BeatClassifier(jax.random.PRNGKey(0))
    optim = optax.adam(1e-3)
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    for step, (beats, labels) in enumerate(beat_batches(6)):
        model, opt_state, loss = train_step(model, opt_state, optim, beats, labels, jnp.asarray(step, dtype=jnp.int32))
        print(step, float(loss))


if __name__ == "__main__":
    main()
