import jax
import jax.numpy as jnp
import numpy as np
import optax

from data import FRAMES, N_MELS, SPK_DIM, utterances
from model import CondVocoder

model = CondVocoder()
tx = optax.adamw(1e-3)


@jax.jit
def train_step(params, opt_state, mel, spk_emb, wav):
    def loss_fn(p):
        return jnp.mean(jnp.abs(model.apply(p, mel, spk_emb) - wav))

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((FRAMES, N_MELS)), jnp.zeros(SPK_DIM))
    opt_state = tx.init(params)
    for i, (mel, spk_emb, wav) in enumerate(utterances(rng)):
        params, opt_state, loss = train_step(params, opt_state, mel, spk_emb, wav)
        print(i, bool(np.any(spk_emb)), float(loss))


if __name__ == "__main__":
    main()
