import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax import linen as nn

from tokenizer import VOCAB, collate

INSTRUCTIONS = [
    "pick up the red cube",
    "open the drawer",
    "put the blue block in the drawer",
    "close drawer",
    "put the green cube on the top shelf",
    "pick up the block on the left",
]
OBS, ACT, BATCH = 8, 4, 4


class LanguagePolicy(nn.Module):
    @nn.compact
    def __call__(self, obs, tokens):
        emb = nn.Embed(len(VOCAB) + 1, 32)(tokens)
        mask = (tokens > 0)[..., None]
        lang = jnp.sum(emb * mask, 1) / jnp.maximum(mask.sum(1), 1)
        h = nn.relu(nn.Dense(64)(jnp.concatenate([obs, lang], -1)))
        return nn.Dense(ACT)(h)


policy = LanguagePolicy()
tx = optax.adam(1e-3)


@jax.jit
def train_step(params, opt_state, obs, tokens, act):
    def loss_fn(p):
        return jnp.mean((policy.apply(p, obs, tokens) - act) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    params = policy.init(jax.random.PRNGKey(0), jnp.zeros((1, OBS)), jnp.zeros((1, 4), jnp.int32))
    opt_state = tx.init(params)
    for step in range(8):
        picks = rng.choice(len(INSTRUCTIONS), BATCH)
        tokens = collate([INSTRUCTIONS[i] for i in picks])
        obs = rng.normal(size=(BATCH, OBS)).astype(np.float32)
        act = rng.normal(size=(BATCH, ACT)).astype(np.float32)
        params, opt_state, loss = train_step(params, opt_state, obs, tokens, act)
        print(step, tokens.shape, float(loss))


if __name__ == "__main__":
    main()
