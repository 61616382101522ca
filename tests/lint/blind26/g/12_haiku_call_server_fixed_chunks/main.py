import numpy as np
import haiku as hk
import jax
import jax.numpy as jnp

CHUNK = 32
N_FEAT = 40


def _net(x):
    return hk.nets.MLP([64, 32, 3])(x)   # noise / social call / echolocation


net = hk.without_apply_rng(hk.transform(_net))
params = net.init(jax.random.PRNGKey(1), jnp.zeros((1, N_FEAT)))


@jax.jit
def classify_chunk(params, frames):
    return jnp.argmax(net.apply(params, frames), axis=-1)


def classify_recording(frames):
    n = len(frames)
    n_chunks = -(-n // CHUNK)
    padded = np.zeros((n_chunks * CHUNK, N_FEAT), np.float32)
    padded[:n] = frames
    out = [classify_chunk(params, padded[i * CHUNK:(i + 1) * CHUNK]) for i in range(n_chunks)]
    return np.concatenate([np.asarray(o) for o in out])[:n]


rng = np.random.default_rng(2)
for rec in range(6):
    frames = rng.normal(size=(int(rng.integers(20, 150)), N_FEAT)).astype(np.float32)
    labels = classify_recording(frames)
    print(rec, len(frames), np.bincount(labels, minlength=3))
