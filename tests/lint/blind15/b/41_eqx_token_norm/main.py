import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from batching import make_batch

VOCAB, DIM, SEQ = 40, 16, 12


class LM(eqx.Module):
    embed: eqx.nn.Embedding
    mlp: eqx.nn.MLP

    def __init__(self, key):
        k1, k2 = jax.random.split(key)
        self.embed = eqx.nn.Embedding(VOCAB, DIM, key=k1)
        self.mlp = eqx.nn.MLP(DIM, VOCAB, 32, 1, key=k2)

    def __call__(self, tokens):
        return jax.vmap(jax.vmap(lambda t: self.mlp(self.embed(t))))(tokens)


@eqx.filter_jit
def train_step(model, opt_state, batch):
    def loss_fn(m):
        logits = m(batch.tokens[:, :-1])
        nll = optax.softmax_cross_entropy_with_integer_labels(logits, batch.tokens[:, 1:])
        return (nll * batch.loss_mask[:, 1:]).sum() / batch.num_tokens

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optim.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, loss


optim = optax.adamw(1e-3)


def main():
    model = LM(jax.random.PRNGKey(0))
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    rng = np.random.default_rng(0)
    for step in range(5):
        batch = make_batch(rng, VOCAB, 4, SEQ)
        model, opt_state, loss = train_step(model, opt_state, batch)
        print(step, batch.num_tokens, float(loss))


if __name__ == "__main__":
    main()
