import jax
import jax.numpy as jnp

FRAME = 256
HOP = 128


def frame_energies(wav, mask):
    n_frames = 1 + (wav.shape[1] - FRAME) // HOP
    idx = jnp.arange(FRAME)[None, :] + HOP * jnp.arange(n_frames)[:, None]
    frames = wav[:, idx] * jnp.hanning(FRAME)
    spec = jnp.abs(jnp.fft.rfft(frames, axis=-1)) ** 2
    fmask = mask[:, idx].min(axis=-1)
    pooled = jnp.sum(jnp.log1p(spec) * fmask[..., None], axis=1) / jnp.maximum(fmask.sum(1, keepdims=True), 1.0)
    return pooled


def init_params(key, n_bins=FRAME // 2 + 1, n_classes=2):
    return {"w": 0.01 * jax.random.normal(key, (n_bins, n_classes)), "b": jnp.zeros(n_classes)}


@jax.jit
def train_step(params, wav, mask, labels):
    def loss_fn(p):
        feats = frame_energies(wav, mask)
        logits = feats @ p["w"] + p["b"]
        return -jnp.mean(jnp.take_along_axis(jax.nn.log_softmax(logits), labels[:, None], axis=1))

    loss, grads = jax.value_and_grad(loss_fn)(params)
    return jax.tree_util.tree_map(lambda p, g: p - 0.005 * g, params, grads), loss
