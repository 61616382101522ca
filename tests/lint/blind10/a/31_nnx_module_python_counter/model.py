from flax import nnx
import jax.numpy as jnp


class LoRALinear(nnx.Module):
    def __init__(self, d_in, d_out, rank, rngs: nnx.Rngs):
        self.base = nnx.Linear(d_in, d_out, rngs=rngs)
        self.lora_a = nnx.Param(nnx.initializers.normal(0.01)(rngs.params(), (d_in, rank)))
        self.lora_b = nnx.Param(jnp.zeros((rank, d_out)))
        self.steps_seen = 0

    def __call__(self, x):
        return self.base(x) + x @ self.lora_a[...] @ self.lora_b[...]


class SentimentHead(nnx.Module):
    def __init__(self, vocab, dim, n_classes, rngs: nnx.Rngs):
        self.embed = nnx.Embed(vocab, dim, rngs=rngs)
        self.proj = LoRALinear(dim, n_classes, rank=2, rngs=rngs)

    def __call__(self, tokens):
        return self.proj(self.embed(tokens).mean(axis=1))
