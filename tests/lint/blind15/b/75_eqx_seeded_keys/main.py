import equinox as eqx
import jax
import jax.numpy as jnp

VOCAB, DIM, NEW = 24, 16, 5


class Decoder(eqx.Module):
    embed: eqx.nn.Embedding
    cell: eqx.nn.GRUCell
    head: eqx.nn.Linear

    def __init__(self, key):
        k1, k2, k3 = jax.random.split(key, 3)
        self.embed = eqx.nn.Embedding(VOCAB, DIM, key=k1)
        self.cell = eqx.nn.GRUCell(DIM, DIM, key=k2)
        self.head = eqx.nn.Linear(DIM, VOCAB, key=k3)


@eqx.filter_jit
def sample(model, prompt, key):
    h = jnp.zeros(DIM)
    for t in range(prompt.shape[0]):
        h = model.cell(model.embed(prompt[t]), h)
    tok = prompt[-1]
    out = []
    for _ in range(NEW):
        key, sub = jax.random.split(key)
        h = model.cell(model.embed(tok), h)
        tok = jax.random.categorical(sub, model.head(h))
        out.append(tok)
    return jnp.stack(out)


if __name__ == "__main__":
    model = Decoder(jax.random.PRNGKey(0))
    prompt = jnp.array([3, 7, 1, 4], jnp.int32)
    for request_id in range(100, 105):
        print(request_id, sample(model, prompt, jax.random.PRNGKey(request_id)).tolist())
