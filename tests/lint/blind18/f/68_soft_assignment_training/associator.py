import equinox as eqx
import jax
import jax.numpy as jnp


class SinkhornAssociator(eqx.Module):
    proj: eqx.nn.Linear
    temperature: jax.Array
    iters: int = eqx.field(static=True, default=10)

    def __init__(self, dim, temperature, key):
        self.proj = eqx.nn.Linear(dim, dim, key=key)
        self.temperature = jnp.asarray(temperature, jnp.float32)

    def __call__(self, tracks, dets):
        a = jax.vmap(self.proj)(tracks)
        b = jax.vmap(self.proj)(dets)
        logits = (a @ b.T) / self.temperature
        for _ in range(self.iters):
            logits = logits - jax.nn.logsumexp(logits, axis=1, keepdims=True)
            logits = logits - jax.nn.logsumexp(logits, axis=0, keepdims=True)
        return jnp.exp(logits)


def anneal(model, new_temperature):
    return eqx.tree_at(lambda m: m.temperature, model, jnp.asarray(new_temperature, jnp.float32))
