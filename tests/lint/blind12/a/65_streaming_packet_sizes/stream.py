import jax
import jax.numpy as jnp
import numpy as np

HOP = 80


@jax.jit
def featurize_packet(samples, prev_tail):
    x = jnp.concatenate([prev_tail, samples])
    n_frames = (x.shape[0] - HOP) // HOP
    idx = jnp.arange(2 * HOP)[None, :] + HOP * jnp.arange(n_frames)[:, None]
    frames = x[idx] * jnp.hanning(2 * HOP)
    log_energy = jnp.log(jnp.sum(frames ** 2, axis=-1) + 1e-8)
    return log_energy, x[-HOP:]


class PacketReassembler:
    """Collects RTP-like audio packets and emits per-packet energy features."""

    def __init__(self):
        self.tail = jnp.zeros(HOP, dtype=jnp.float32)

    def on_packet(self, payload: bytes):
        samples = np.frombuffer(payload, dtype=np.int16).astype(np.float32) / 32768.0
        feats, self.tail = featurize_packet(jnp.asarray(samples), self.tail)
        return feats
