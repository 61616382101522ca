import flax.linen as nn
import jax
import jax.numpy as jnp
import optax

from ema import EMA

VOCAB = 40


class CharLM(nn.Module):
    @nn.compact
    def __call__(self, ids):
        x = nn.Embed(VOCAB, 24)(ids)
        x = nn.RNN(nn.GRUCell(24))(x)
        return nn.Dense(VOCAB)(x)


model = CharLM()
tx = optax.adam(3e-3)


def nll(params, ids):
    logits = model.apply({"params": params}, ids[:, :-1])
    return optax.softmax_cross_entropy_with_integer_labels(logits, ids[:, 1:]).mean()


@jax.jit
def train_step(params, opt_state, ids):
    loss, grads = jax.value_and_grad(nll)(params, ids)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


@jax.jit
def eval_loss(params, ids):
    return nll(params, ids)


def main():
    key = jax.random.PRNGKey(0)
    params = model.init(key, jnp.zeros((1, 8), jnp.int32))["params"]
    opt_state = tx.init(params)
    ema = EMA(params)
    held_out = jax.random.randint(jax.random.PRNGKey(7), (4, 17), 0, VOCAB)
    for step in range(1, 7):
        key, sub = jax.random.split(key)
        ids = jax.random.randint(sub, (4, 17), 0, VOCAB)
        params, opt_state, _ = train_step(params, opt_state, ids)
        ema.update(params)
        if step % 3 == 0:
            raw = float(eval_loss(params, held_out))
            smooth = float(eval_loss(ema.params, held_out))
            print(step, round(raw, 3), round(smooth, 3))


if __name__ == "__main__":
    main()
