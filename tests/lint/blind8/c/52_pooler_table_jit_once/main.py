import jax
import numpy as np

from kernels import POOLERS

VOCAB, DIM, SEQ, BATCH = 100, 8, 12, 4


class PoolingService:
    def __init__(self, table):
        self.table = table
        self.compiled = {}
        for name, fn in POOLERS.items():
            self.compiled[name] = jax.jit(fn)

    def warmup(self):
        ids = np.zeros((BATCH, SEQ), np.int32)
        mask = np.ones((BATCH, SEQ), np.float32)
        for fn in self.compiled.values():
            fn(self.table, ids, mask).block_until_ready()

    def __call__(self, pooling, ids, mask):
        return self.compiled[pooling](self.table, ids, mask)


def main():
    svc = PoolingService(jax.random.normal(jax.random.PRNGKey(0), (VOCAB, DIM)))
    svc.warmup()
    rng = np.random.default_rng(0)
    for pooling in ["mean", "cls", "max", "mean", "max", "cls", "mean"]:
        ids = rng.integers(1, VOCAB, size=(BATCH, SEQ)).astype(np.int32)
        mask = (rng.uniform(size=(BATCH, SEQ)) < 0.8).astype(np.float32)
        out = svc(pooling, ids, mask)
        print(pooling, np.round(np.asarray(out[0, :3]), 3))


if __name__ == "__main__":
    main()
