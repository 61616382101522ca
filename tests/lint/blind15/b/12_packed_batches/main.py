import jax
import jax.numpy as jnp
import numpy as np
import optax

from packing import pack

VOCAB, DIM, SEQ, BATCH = 64, 16, 24, 2


def attention_bias(batch):
    tokens = batch["tokens"]
    seg = batch.get("segment_ids", (tokens != 0).astype(jnp.int32))
    same = seg[:, :, None] == seg[:, None, :]
    causal = jnp.tril(jnp.ones((tokens.shape[1], tokens.shape[1]), bool))
    return jnp.where(same & causal, 0.0, -1e9)


def loss_fn(params, batch):
    x = params["embed"][batch["tokens"]]
    att = jax.nn.softmax(x @ x.transpose(0, 2, 1) + attention_bias(batch), axis=-1)
    logits = (att @ x) @ params["out"]
    return optax.softmax_cross_entropy_with_integer_labels(
        logits[:, :-1], batch["tokens"][:, 1:]).mean()


opt = optax.sgd(0.1)


@jax.jit
def train_step(params, opt_state, batch):
    loss, grads = jax.value_and_grad(loss_fn)(params, batch)
    updates, opt_state = opt.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(3)
    lengths = [22, 20, 7, 9, 6, 23, 21, 5, 8, 4, 19, 18]
    docs = [rng.integers(1, VOCAB, size=n) for n in lengths]
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"embed": jax.random.normal(k1, (VOCAB, DIM)) * 0.1,
              "out": jax.random.normal(k2, (DIM, VOCAB)) * 0.1}
    opt_state = opt.init(params)
    for batch in pack(docs, SEQ, BATCH):
        params, opt_state, loss = train_step(params, opt_state, batch)
        print(sorted(batch), float(loss))


if __name__ == "__main__":
    main()
