import jax.numpy as jnp
import numpy as np

from decoder import greedy_transliterate
from spec import DecoderSpec


class TransliterationServer:
    def __init__(self, emb, spec):
        self.emb, self.spec = emb, spec

    def __call__(self, src_ids):
        out = greedy_transliterate(self.spec, self.emb, src_ids)
        self.spec = self.spec.record()
        return out


def main():
    rng = np.random.default_rng(0)
    emb = jnp.asarray(rng.normal(size=(30, 8)).astype(np.float32))
    server = TransliterationServer(emb, DecoderSpec(vocab_size=30, max_len=6))
    for _ in range(4):
        src = jnp.asarray(rng.integers(2, 30, size=(2, 5)), dtype=jnp.int32)
        print(np.asarray(server(src))[0], "served", server.spec.requests_served)


if __name__ == "__main__":
    main()
