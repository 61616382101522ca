import equinox as eqx
import jax
import jax.numpy as jnp


class LoRALinear(eqx.Module):
    base: jax.Array
    lora_a: jax.Array
    lora_b: jax.Array
    alpha: float = eqx.field(static=True)

    def __init__(self, key, d_in, d_out, rank=4, alpha=8.0):
        k1, k2 = jax.random.split(key)
        self.base = jax.random.normal(k1, (d_in, d_out)) / d_in ** 0.5
        self.lora_a = jax.random.normal(k2, (d_in, rank)) * 0.01
        self.lora_b = jnp.zeros((rank, d_out))
        self.alpha = alpha

    def __call__(self, x):
        rank = self.lora_a.shape[1]
        return x @ self.base + (self.alpha / rank) * (x @ self.lora_a @ self.lora_b)


class AdaptedLM(eqx.Module):
    embed: jax.Array
    proj: LoRALinear
    steps_seen: int

    def __init__(self, key, vocab=40, dim=16):
        k1, k2 = jax.random.split(key)
        self.embed = jax.random.normal(k1, (vocab, dim)) * 0.1
        self.proj = LoRALinear(k2, dim, vocab)
        self.steps_seen = 0

    def __call__(self, ids):
        return self.proj(jnp.tanh(self.embed[ids]))
