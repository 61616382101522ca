import jax
import jax.numpy as jnp
import numpy as np

from batching import make_sessions, pad_batch

BATCH = 4


@jax.jit
def session_features(x, mask):
    signed = x[..., 1] * mask
    cum = jnp.cumsum(signed, axis=1)
    n = mask.sum(1)
    return jnp.stack([signed.sum(1) / n, jnp.abs(cum).max(1), (x[..., 0] * mask).std(1)], 1)


def main():
    rng = np.random.default_rng(95)
    sessions = make_sessions(rng, 24)
    feats = []
    for i in range(0, len(sessions), BATCH):
        x, mask = pad_batch(sessions[i:i + BATCH])
        feats.append(np.asarray(session_features(jnp.asarray(x), jnp.asarray(mask))))
    print(np.concatenate(feats).shape)


if __name__ == "__main__":
    main()
