import jax
import jax.numpy as jnp
import flax.linen as nn
import optax

from tokens import VOCAB, SmilesLoader


class SmilesCNN(nn.Module):
    @nn.compact
    def __call__(self, tokens):
        mask = (tokens > 0)[..., None]
        h = nn.Embed(len(VOCAB) + 1, 32)(tokens)
        h = nn.relu(nn.Conv(32, (3,))(h)) * mask
        return nn.Dense(1)(h.sum(1) / mask.sum(1))[:, 0]


model = SmilesCNN()
tx = optax.adam(2e-3)


@jax.jit
def smiles_step(params, opt_state, tokens, y):
    def loss_fn(p):
        return jnp.mean((model.apply(p, tokens) - y) ** 2)
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    loader = SmilesLoader(160, 32)
    params = model.init(jax.random.PRNGKey(0), jnp.ones((1, 8), jnp.int32))
    opt_state = tx.init(params)
    for epoch in range(3):
        for tokens, y in loader:
            params, opt_state, loss = smiles_step(params, opt_state, tokens, y)
        print(f"epoch {epoch}: loss {float(loss):.3f}")


if __name__ == "__main__":
    main()
