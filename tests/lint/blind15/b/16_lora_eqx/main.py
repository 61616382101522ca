import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from lora import LoRALinear, set_scale

VOCAB, DIM, RANK = 40, 16, 4
ALPHA = 8.0


class TinyLM(eqx.Module):
    embed: jax.Array
    proj: LoRALinear
    head: jax.Array

    def __init__(self, key):
        k1, k2, k3 = jax.random.split(key, 3)
        self.embed = jax.random.normal(k1, (VOCAB, DIM)) * 0.1
        self.proj = LoRALinear(DIM, DIM, RANK, k2)
        self.head = jax.random.normal(k3, (DIM, VOCAB)) * 0.1

    def __call__(self, tokens):
        return jnp.tanh(self.proj(self.embed[tokens])) @ self.head


def lora_filter(model):
    spec = jax.tree_util.tree_map(lambda _: False, model)
    return eqx.tree_at(lambda m: (m.proj.a, m.proj.b), spec, replace=(True, True))


@eqx.filter_jit
def train_step(model, opt_state, tokens, optimizer):
    trainable, frozen = eqx.partition(model, lora_filter(model))

    def loss_fn(t):
        m = eqx.combine(t, frozen)
        logits = m(tokens[:, :-1])
        return optax.softmax_cross_entropy_with_integer_labels(logits, tokens[:, 1:]).mean()

    loss, grads = eqx.filter_value_and_grad(loss_fn)(trainable)
    updates, opt_state = optimizer.update(grads, opt_state)
    return eqx.apply_updates(model, updates), opt_state, loss


def main(steps=6, warmup=4):
    model = TinyLM(jax.random.PRNGKey(0))
    optimizer = optax.adam(1e-2)
    opt_state = optimizer.init(eqx.filter(model, lora_filter(model)))
    rng = np.random.default_rng(0)
    for step in range(steps):
        ramp = min(1.0, (step + 1) / warmup)
        model = set_scale(model, ramp * ALPHA / RANK)
        tokens = jnp.asarray(rng.integers(0, VOCAB, (4, 12)), dtype=jnp.int32)
        model, opt_state, loss = train_step(model, opt_state, tokens, optimizer)
        print(step, float(loss))


if __name__ == "__main__":
    main()
