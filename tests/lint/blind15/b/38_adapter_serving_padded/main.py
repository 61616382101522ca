import jax
import jax.numpy as jnp
import numpy as np

from adapters import DIM, load_registry

VOCAB = 40


@jax.jit
def forward(base, adapter, tokens):
    x = base["embed"][tokens]
    h = x @ base["w"] + (x @ adapter["a"]) @ adapter["b"]
    return jnp.tanh(h) @ base["out"]


class AdapterServer:
    def __init__(self, base, registry):
        self.base = base
        self.registry = registry

    def score(self, adapter_name, tokens):
        logits = forward(self.base, self.registry[adapter_name], tokens)
        return np.asarray(jax.nn.log_softmax(logits)).max(-1).mean()


if __name__ == "__main__":
    ks = jax.random.split(jax.random.PRNGKey(0), 4)
    base = {"embed": jax.random.normal(ks[0], (VOCAB, DIM)) * 0.1,
            "w": jax.random.normal(ks[1], (DIM, DIM)) * 0.1,
            "out": jax.random.normal(ks[2], (DIM, VOCAB)) * 0.1}
    server = AdapterServer(base, load_registry(ks[3]))
    rng = np.random.default_rng(0)
    for name in ["support", "code", "chat", "legal", "support"]:
        tokens = rng.integers(0, VOCAB, (2, 8)).astype(np.int32)
        print(name, server.score(name, tokens))
