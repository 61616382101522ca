from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

from visits import visit_batch


@partial(jax.jit, static_argnames=("n_patients",))
def patient_embeddings(w, x, seg, n_patients):
    h = jnp.tanh(x @ w)
    sums = jax.ops.segment_sum(h, seg, num_segments=n_patients)
    counts = jax.ops.segment_sum(jnp.ones(x.shape[0]), seg, num_segments=n_patients)
    return sums / counts[:, None]


def main():
    rng = np.random.default_rng(0)
    w = jnp.asarray(rng.normal(size=(5, 8)).astype(np.float32))
    for b in range(5):
        x, seg, n_patients = visit_batch(rng)
        emb = patient_embeddings(w, x, seg, n_patients=n_patients)
        print(b, n_patients, emb.shape)


if __name__ == "__main__":
    main()
