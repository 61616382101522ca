import jax
import jax.numpy as jnp
import numpy as np

from graph import tissue_sections


@jax.jit
def message_pass(w_self, w_nbr, feats, src, dst):
    n = feats.shape[0]
    msgs = jax.ops.segment_sum(feats[src], dst, num_segments=n + 1)[:n]
    deg = jax.ops.segment_sum(jnp.ones_like(src, jnp.float32), dst, num_segments=n + 1)[:n]
    return jax.nn.relu(feats @ w_self + (msgs / jnp.maximum(deg, 1.0)[:, None]) @ w_nbr)


def main():
    rng = np.random.default_rng(0)
    w_self = jnp.asarray(rng.normal(size=(16, 8)).astype(np.float32) * 0.2)
    w_nbr = jnp.asarray(rng.normal(size=(16, 8)).astype(np.float32) * 0.2)
    for i, (feats, (src, dst)) in enumerate(tissue_sections(rng, 5)):
        h = message_pass(w_self, w_nbr, feats, src, dst)
        print(i, int((dst < feats.shape[0]).sum()), float(h.mean()))


if __name__ == "__main__":
    main()
