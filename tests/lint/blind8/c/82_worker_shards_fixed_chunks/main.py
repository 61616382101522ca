import jax
import jax.numpy as jnp
import numpy as np

from sharding import current_worker_count, fixed_chunks, shard_for_worker

WORKER_ID = 0


@jax.jit
def dedup_signatures(rows, planes):
    bits = (rows @ planes) > 0
    return jnp.packbits(bits, axis=-1)


def main():
    rng = np.random.default_rng(0)
    records = rng.normal(size=(120, 16)).astype(np.float32)
    planes = jax.random.normal(jax.random.PRNGKey(0), (16, 32))
    for epoch in range(6):
        shard = shard_for_worker(records, WORKER_ID, current_worker_count(epoch))
        uniq = set()
        for chunk, n in fixed_chunks(shard):
            sigs = np.asarray(dedup_signatures(chunk, planes))[:n]
            uniq.update(bytes(s) for s in sigs)
        print(f"epoch {epoch}: shard {shard.shape[0]} rows, {len(uniq)} unique signatures")


if __name__ == "__main__":
    main()
