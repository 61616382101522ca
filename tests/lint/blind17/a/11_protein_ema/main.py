import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from ema import EMATrainState

VOCAB = 21
optimizer = optax.adamw(3e-3)


class ResidueMLP(eqx.Module):
    embed: eqx.nn.Embedding
    head: eqx.nn.MLP

    def __init__(self, key):
        k1, k2 = jax.random.split(key)
        self.embed = eqx.nn.Embedding(VOCAB, 16, key=k1)
        self.head = eqx.nn.MLP(16, 3, 32, 2, key=k2)

    def __call__(self, tokens):
        return jax.vmap(self.head)(jax.vmap(self.embed)(tokens))


@eqx.filter_jit
def step(state, tokens, ss_labels):
    def loss_fn(m):
        logits = jax.vmap(m)(tokens)
        return optax.softmax_cross_entropy_with_integer_labels(logits, ss_labels).mean()

    loss, grads = eqx.filter_value_and_grad(loss_fn)(state.model)
    updates, opt_state = optimizer.update(
        grads, state.opt_state, eqx.filter(state.model, eqx.is_array))
    model = eqx.apply_updates(state.model, updates)
    return state.advance(model, opt_state), loss


def main():
    rng = np.random.default_rng(0)
    model = ResidueMLP(jax.random.PRNGKey(0))
    state = EMATrainState.create(model, optimizer.init(eqx.filter(model, eqx.is_array)))
    for it in range(6):
        tokens = jnp.asarray(rng.integers(0, VOCAB, size=(8, 30)))
        labels = jnp.asarray(rng.integers(0, 3, size=(8, 30)))
        state, loss = step(state, tokens, labels)
    print("loss", float(loss), "steps", state.count)


if __name__ == "__main__":
    main()
