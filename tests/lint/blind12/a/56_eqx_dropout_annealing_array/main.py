import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import SpeakerIdNet, set_dropout
from train import train_step

N_MELS, N_SPEAKERS, FRAMES, EPOCHS = 20, 4, 30, 5


def dropout_schedule(epoch, start=0.5, end=0.1):
    return start + (end - start) * epoch / (EPOCHS - 1)


def main():
    rng = np.random.default_rng(0)
    key = jax.random.PRNGKey(0)
    model = SpeakerIdNet(N_MELS, N_SPEAKERS, key)
    optimizer = optax.adam(1e-3)
    opt_state = optimizer.init(eqx.filter(model, eqx.is_inexact_array))
    for epoch in range(EPOCHS):
        model = set_dropout(model, jnp.asarray(dropout_schedule(epoch), dtype=jnp.float32))
        frames = rng.standard_normal((8, FRAMES, N_MELS)).astype(np.float32)
        speakers = rng.integers(0, N_SPEAKERS, size=8)
        key, sub = jax.random.split(key)
        model, opt_state, loss = train_step(model, opt_state, optimizer, frames, speakers, sub)
        print(f"epoch {epoch}: p={float(model.dropout.p):.2f} loss {float(loss):.3f}")


if __name__ == "__main__":
    main()
