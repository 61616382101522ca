import jax
import jax.numpy as jnp
import numpy as np
from diaries import diary_batches

def diary_nll(emb, w, modes, dist):
    mask = (modes > 0).astype(jnp.float32)
    logits = jnp.log1p(dist)[..., None] * w[None, None, :]
    logp = jax.nn.log_softmax(logits + emb[None, None, :], axis=-1)
    ll = jnp.take_along_axis(logp, jnp.maximum(modes - 1, 0)[..., None], -1)[..., 0]
    return -jnp.sum(ll * mask) / jnp.sum(mask)

@jax.jit
def trip_encoder_loss(emb, w, modes, dist):
    return diary_nll(emb, w, modes, dist)

@jax.jit
def trip_encoder_grad(emb, w, modes, dist):
    return jax.grad(diary_nll)(emb, w, modes, dist)

emb = jnp.zeros(4)
w = jnp.array([-0.3, 0.1, 0.2, 0.05])
rng = np.random.default_rng(0)
for modes, dist in diary_batches(12, 16, rng):
    loss = trip_encoder_loss(emb, w, modes, dist)
    emb = emb - 0.5 * trip_encoder_grad(emb, w, modes, dist)
print(float(loss), emb)
