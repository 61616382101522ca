import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx
from data import synth_tracks, collate
from model import NextFixNet


@nnx.jit
def track_step(model, optimizer, x, mask):
    def loss_fn(m):
        pred = m(x[:, :-1])
        err = jnp.sum((pred - x[:, 1:]) ** 2, -1) * mask[:, 1:]
        return err.sum() / mask[:, 1:].sum()
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


rng = np.random.default_rng(4)
tracks = synth_tracks(48, rng)
model = NextFixNet(nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.adam(3e-3), wrt=nnx.Param)
for epoch in range(2):
    for i in range(0, len(tracks), 8):
        x, mask = collate(tracks[i:i + 8])
        loss = track_step(model, optimizer, x, mask)
    print("epoch", epoch, float(loss))
