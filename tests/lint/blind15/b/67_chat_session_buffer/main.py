import equinox as eqx
import jax
import jax.numpy as jnp

from session import Session

VOCAB, DIM = 24, 16


class Decoder(eqx.Module):
    embed: eqx.nn.Embedding
    head: eqx.nn.Linear

    def __init__(self, key):
        k1, k2 = jax.random.split(key)
        self.embed = eqx.nn.Embedding(VOCAB, DIM, key=k1)
        self.head = eqx.nn.Linear(DIM, VOCAB, key=k2)

    def __call__(self, token):
        return self.head(jnp.tanh(self.embed(token)))


@eqx.filter_jit
def next_token(model, session, penalty):
    logits = model(session.last_token)
    valid = session.recent >= 0
    seen = jnp.zeros(VOCAB).at[jnp.where(valid, session.recent, 0)].max(valid.astype(jnp.float32))
    return jnp.argmax(logits - penalty * seen).astype(jnp.int32)


if __name__ == "__main__":
    model = Decoder(jax.random.PRNGKey(0))
    session = Session.start(5)
    out = []
    for _ in range(6):
        tok = next_token(model, session, jnp.float32(1.5))
        session = session.push(tok)
        out.append(int(tok))
    print(out)
