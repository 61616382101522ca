import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax


VOCAB = {c: i + 1 for i, c in enumerate("CNOSFclnos()=#123456[]+-@H")}


def random_smiles(rng):
    frags = ["C", "CC", "c1ccccc1", "N", "O", "C(=O)", "Cl", "F", "S", "CN", "OC"]
    return "".join(rng.choice(frags, int(rng.integers(2, 9))))


def encode(smiles_list):
    width = max(len(s) for s in smiles_list)
    out = np.zeros((len(smiles_list), width), np.int32)
    for i, s in enumerate(smiles_list):
        out[i, :len(s)] = [VOCAB.get(ch, 0) for ch in s]
    return out


class SmilesLoader:
    def __init__(self, n, batch_size, seed=0):
        rng = np.random.default_rng(seed)
        self.smiles = [random_smiles(rng) for _ in range(n)]
        self.y = np.array([s.count("O") - 0.3 * s.count("c") for s in self.smiles], np.float32)
        self.batch_size = batch_size

    def __iter__(self):
        for s in range(0, len(self.smiles) - self.batch_size + 1, self.batch_size):
            yield encode(self.smiles[s:s + self.batch_size]), self.y[s:s + self.batch_size]


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
